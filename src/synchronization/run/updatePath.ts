import type { SyncUpdate } from '../../api/types';
import { filteredListPath } from '../../common/filteredListPath';

/** The page of the record an update changed; null when it is gone (deleted). */
export const updatePath = (update: SyncUpdate): string | null => {
  const id = update.update_recordId;
  if (id === null || id === undefined) return null;
  const encoded = encodeURIComponent(String(id));
  switch (update.update_entity) {
    case 'student':
      return `/student/${encoded}/show`;
    case 'school':
      return `/school/${encoded}/show`;
    case 'dren':
      return `/dren/${encoded}/show`;
    case 'photo':
      // The photos of the student, the viewer open on the one changed.
      return `${filteredListPath('/photos', { q: update.update_reference })}#photo=${encoded}`;
    default:
      return null;
  }
};
