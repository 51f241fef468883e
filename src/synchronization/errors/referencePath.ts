import type { SyncError } from '../../api/types';
import { filteredListPath } from '../../common/filteredListPath';
import { studentShowPath } from '../../students/studentPath';

/**
 * Where an error's reference leads: a student's page by its matricule, the student's photos,
 * or the school or DREN list searched on the code (an error carries the code, not the id).
 */
export const referencePath = ({ syncError_entity, syncError_reference }: SyncError): string => {
  switch (syncError_entity) {
    case 'student':
      return studentShowPath(syncError_reference);
    case 'photo':
      return filteredListPath('/photos', { q: syncError_reference });
    case 'school':
      return filteredListPath('/school', { q: syncError_reference });
    case 'dren':
      return filteredListPath('/dren', { q: syncError_reference });
  }
};
