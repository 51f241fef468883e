import { lazy } from 'react';
import type { ResourceViews } from '../../resource/types';

/** The /model-database pages (admin), each in its own chunk. */
const databases: ResourceViews = {
  list: lazy(() => import('./DatabaseList')),
  create: lazy(() => import('./DatabaseCreate')),
  edit: lazy(() => import('./DatabaseEdit')),
  recordRepresentation: 'modelDatabase_name',
};

export default databases;
