import { screen } from '@testing-library/react';
import { dataProvider } from '../../src/api/dataProvider';
import type { Photo, Student, SyncError, SyncHistory } from '../../src/api/types';
import { login } from '../../src/auth/session';

export interface Expected {
  student: Student;
  history: SyncHistory[];
  photos: Photo[];
  issues: { rule_label: string; message: string }[];
}

/** A student touched by a synchronisation and photographed, and what the API says (as admin). */
export const expectedStudent = async (): Promise<Expected> => {
  await login('admin', 'admin');
  const { data: errors } = await dataProvider.getList<SyncError & { id: number }>('sync-errors', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'id', order: 'ASC' },
    filter: { syncError_entity: 'student' },
  });
  const photosOf = (student_idNumber: string) =>
    dataProvider.call<Photo[]>('photo.byStudent', { params: { student_idNumber } });
  let student_idNumber = errors[0].syncError_reference;
  for (const { syncError_reference } of errors) {
    if ((await photosOf(syncError_reference)).length > 0) {
      student_idNumber = syncError_reference;
      break;
    }
  }
  const params = { params: { student_idNumber } };
  const [{ data: student }, history, photos, issues] = await Promise.all([
    dataProvider.getOne<Student & { id: string }>('student', { id: student_idNumber }),
    dataProvider.call<SyncHistory[]>('sync.studentHistory', params),
    photosOf(student_idNumber),
    dataProvider.call<Expected['issues']>('student.getStudentValidityIssues', params),
  ]);
  return { student, history, photos, issues };
};

/** A section of the student page, by its name. */
export const section = (name: string) => screen.getByLabelText(name, { selector: 'section' });

export const showPath = (student: Student) => `/student/${student.student_idNumber}/show`;
