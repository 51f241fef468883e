import type { Photo } from '../api/types';

/** A photo as react-admin holds it: `id` is a copy of `photo_id`. */
export type PhotoRecord = Photo & { id: number };

/** The student's page, from a photo (tile name, viewer link). */
export const studentShowPath = (student_idNumber: string): string =>
  `/student/${encodeURIComponent(student_idNumber)}/show`;

/** The alternative text of a photo, for screen readers and when the image fails. */
export const photoAlt = (photo: Pick<Photo, 'student_fullName'>): string =>
  `Photo de ${photo.student_fullName}`;

/** What react-admin's filter form gives a custom filter input. */
export interface FilterInputProps {
  source: string;
  alwaysOn?: boolean;
  size?: 'small' | 'medium';
}
