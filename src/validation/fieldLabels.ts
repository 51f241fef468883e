import type { Student } from '../api/types';

/** The student fields a rule may check, as controllers name them. */
export const FIELD_LABELS: Partial<Record<keyof Student, string>> = {
  student_lastName: 'Nom',
  student_firstName: 'Prénoms',
  student_birthDate: 'Date de naissance',
  student_class: 'Classe',
  student_hasPhoto: 'Photo',
  student_idNumber: 'Matricule',
  student_gender: 'Sexe',
};

export const SEVERITY_LABELS = { error: 'Bloquante', warning: 'À vérifier' } as const;
