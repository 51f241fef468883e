import type { Photo } from '../api/types';
import { useApiCall } from '../common/useApiCall';

/** All the photos of a student, newest first (one request shared by the page's sections). */
export const useStudentPhotos = (idNumber: string, { enabled = true } = {}) =>
  useApiCall<Photo[]>('photo.byStudent', { student_idNumber: idNumber }, { enabled });
