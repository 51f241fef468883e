import { lazyView } from '../../resource/lazyView';
import type { ResourceViews } from '../../resource/types';

/** The /model-entity pages (admin), each in its own chunk. */
const entities: ResourceViews = {
  list: lazyView(() => import('./EntityList')),
  create: lazyView(() => import('./EntityCreate')),
  edit: lazyView(() => import('./EntityEdit')),
  recordRepresentation: 'modelEntity_name',
};

export default entities;
