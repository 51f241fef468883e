import { lazyView } from '../resource/lazyView';
import type { ResourceViews } from '../resource/types';

/** The /photos page: a grid of miniatures with a fullsize viewer (no show page). */
const photos: ResourceViews = {
  list: lazyView(() => import('./PhotoList')),
  recordRepresentation: (record) => `Photo de ${record.student_fullName}`,
};

export default photos;
