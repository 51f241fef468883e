import type { TaskKind } from '../api/types';
import { TASK_KINDS } from '../api/types';

export const KIND_LABELS: Record<TaskKind, string> = {
  sync: 'Synchronisation',
  photos: 'Photos',
  export: 'Export',
  validation: 'Contrôle des données',
  backup: 'Sauvegarde',
  maintenance: 'Maintenance',
};

export const KIND_CHOICES = TASK_KINDS.map((id) => ({ id, name: KIND_LABELS[id] }));
