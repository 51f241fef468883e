import type { QueryClient } from '@tanstack/react-query';
import type { ValidationState } from '../api/types';
import { patchCachedRecords } from '../common/patchCachedRecords';

/**
 * A photo's new state in every cached answer holding it (the grid's pages, the viewer's
 * photo, a student's photos): the viewer and the grid show it at once, and the photo keeps
 * its place in a list filtered on « En attente » until that list is read again.
 */
export const patchPhotoState = (
  queryClient: QueryClient,
  photoId: number,
  state: ValidationState,
): void =>
  patchCachedRecords(
    queryClient,
    [['photos'], ['api', 'photo.byStudent']],
    (record) => record.photo_id === photoId,
    { photo_state: state },
  );
