import type { RunStatus, SyncEntity, SyncHistory, SyncUpdate } from '../api/types';
import { RUN_STATUS, SYNC_TYPE_LABELS } from '../students/labels';

export { RUN_STATUS, SYNC_TYPE_LABELS };

/** The run types in the order pages list them. */
export const SYNC_TYPES: readonly SyncHistory['syncHistory_type'][] = [
  'full',
  'student',
  'photo',
  'school',
  'dren',
];

/** The entities a run changes, in the order pages list them. */
export const SYNC_ENTITIES: readonly SyncEntity[] = ['student', 'photo', 'school', 'dren'];

export const ENTITY_LABELS: Record<SyncEntity, string> = {
  student: 'Élèves',
  photo: 'Photos',
  school: 'Écoles',
  dren: 'DREN',
};

/** One record of the entity, as a sentence names it. */
export const ENTITY_SINGULAR: Record<SyncEntity, string> = {
  student: 'Élève',
  photo: 'Photo',
  school: 'École',
  dren: 'DREN',
};

export const ACTION_LABELS: Record<SyncUpdate['update_action'], string> = {
  create: 'Création',
  update: 'Modification',
  delete: 'Suppression',
};

/** The fields a synchronisation brings, as the record pages name them. */
export const FIELD_LABELS: Record<string, string> = {
  student_lastName: 'Nom',
  student_firstName: 'Prénoms',
  student_gender: 'Sexe',
  student_birthDate: 'Date de naissance',
  student_class: 'Classe',
  school_id: 'École',
  photo_uuid: 'Fichier',
  photo_takenAt: 'Date de prise de vue',
  photo_state: 'État',
  school_name: 'Nom',
  school_city: 'Ville',
  school_type: 'Type',
  dren_id: 'DREN',
  dren_name: 'Nom',
  dren_city: 'Ville',
};

/** Choices of the list filters. */
export const SYNC_TYPE_CHOICES = SYNC_TYPES.map((id) => ({ id, name: SYNC_TYPE_LABELS[id] }));
export const RUN_STATUS_CHOICES = (Object.keys(RUN_STATUS) as RunStatus[]).map((id) => ({
  id,
  name: RUN_STATUS[id].label,
}));
export const ENTITY_CHOICES = SYNC_ENTITIES.map((id) => ({ id, name: ENTITY_LABELS[id] }));
