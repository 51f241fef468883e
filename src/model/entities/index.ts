import { lazy } from 'react';
import type { ResourceViews } from '../../resource/types';

/** The /model-entity pages (admin), each in its own chunk. */
const entities: ResourceViews = {
  list: lazy(() => import('./EntityList')),
  create: lazy(() => import('./EntityCreate')),
  edit: lazy(() => import('./EntityEdit')),
  recordRepresentation: 'modelEntity_name',
};

export default entities;
