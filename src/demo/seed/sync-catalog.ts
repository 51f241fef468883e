/** What a synchronisation can change and the French messages of its failures. */
import type { SyncUpdate } from '../../api/types';

export type SyncEntity = SyncUpdate['update_entity'];

/** Fields a synchronisation brings, by entity (all of them on a creation). */
export const SYNC_ENTITY_FIELDS: Record<SyncEntity, readonly string[]> = {
  student: [
    'student_lastName',
    'student_firstName',
    'student_gender',
    'student_birthDate',
    'student_class',
    'school_id',
  ],
  photo: ['photo_uuid', 'photo_takenAt', 'photo_state'],
  school: ['school_name', 'school_city', 'school_type', 'dren_id'],
  dren: ['dren_name', 'dren_city'],
};

export const SYNC_ERROR_MESSAGES: Record<SyncEntity, readonly string[]> = {
  student: [
    'Matricule en double',
    'Date de naissance invalide',
    'Classe inconnue : « 7ème »',
    'École inconnue',
    'Nom de famille manquant',
    'Sexe non renseigné',
  ],
  photo: [
    'Photo illisible',
    'Format de fichier non pris en charge (image/bmp)',
    'Visage non détecté',
    'Résolution insuffisante (320 × 400)',
    'Élève introuvable pour cette photo',
  ],
  school: [
    'École inconnue',
    'Code DREN invalide',
    'Code établissement en double',
    "Type d'établissement non reconnu",
  ],
  dren: ['DREN inconnue', 'Code DREN en double'],
};
