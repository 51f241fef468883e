import { lazyView } from '../resource/lazyView';
import type { ResourceViews } from '../resource/types';

/** The /users pages (admin), each in its own chunk. */
const users: ResourceViews = {
  list: lazyView(() => import('./UserList')),
  create: lazyView(() => import('./UserCreate')),
  edit: lazyView(() => import('./UserEdit')),
  recordRepresentation: 'login_name',
};

export default users;
