import type { Student } from '../api/types';

/** 'NOM Prénoms', as on the student card. */
export const studentName = ({
  student_lastName = '',
  student_firstName = '',
}: Partial<Student>): string => `${student_lastName.toUpperCase()} ${student_firstName}`.trim();
