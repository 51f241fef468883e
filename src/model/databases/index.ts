import { lazyView } from '../../resource/lazyView';
import type { ResourceViews } from '../../resource/types';

/** The /model-database pages (admin), each in its own chunk. */
const databases: ResourceViews = {
  list: lazyView(() => import('./DatabaseList')),
  create: lazyView(() => import('./DatabaseCreate')),
  edit: lazyView(() => import('./DatabaseEdit')),
  recordRepresentation: 'modelDatabase_name',
};

export default databases;
