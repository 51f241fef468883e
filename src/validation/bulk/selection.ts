import type { Identifier } from 'react-admin';
import type { Student } from '../../api/types';
import type { BulkStudent } from '../../outbox/runBulk';

export type Row = Student & { id: string };

/**
 * The records this list has shown or selected (its pages, « Tout sélectionner »), by id: a
 * selection spans pages, and the summary names each record.
 */
export type RecordBook = Map<Identifier, Row>;

export const remember = (book: RecordBook, rows: readonly Row[] | undefined) =>
  rows?.forEach((row) => book.set(row.id, row));

/** The selected students, named when the book knows them (by their number otherwise). */
export const selectedStudents = (ids: Identifier[], book: RecordBook): BulkStudent[] =>
  ids.map(
    (id) =>
      book.get(id) ?? {
        student_idNumber: String(id),
        student_lastName: String(id),
        student_firstName: '',
      },
  );
