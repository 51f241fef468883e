import { lazy } from 'react';
import type { ResourceViews } from '../resource/types';

/** The /users pages (admin), each in its own chunk. */
const users: ResourceViews = {
  list: lazy(() => import('./UserList')),
  create: lazy(() => import('./UserCreate')),
  edit: lazy(() => import('./UserEdit')),
  recordRepresentation: 'login_name',
};

export default users;
