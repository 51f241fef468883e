import type { RunStatus, Student, SyncHistory } from '../api/types';

export const GENDER_LABELS: Record<Student['student_gender'], string> = {
  F: 'Féminin',
  M: 'Masculin',
};

export const SYNC_TYPE_LABELS: Record<SyncHistory['syncHistory_type'], string> = {
  student: 'Élèves',
  school: 'Écoles',
  photo: 'Photos',
  dren: 'DREN',
  full: 'Complète',
};

export const RUN_STATUS: Record<RunStatus, { label: string; color: 'info' | 'success' | 'error' }> =
  {
    running: { label: 'En cours', color: 'info' },
    success: { label: 'Réussie', color: 'success' },
    error: { label: 'En échec', color: 'error' },
  };

/** Choices of the photo filter: the API reads `student_hasPhoto=true|false`. */
export const PHOTO_CHOICES = [
  { id: 'true', name: 'Avec photo' },
  { id: 'false', name: 'Sans photo' },
];

export const NOT_PROVIDED = 'Non renseigné';
