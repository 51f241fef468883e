import { lazy } from 'react';
import type { ResourceViews } from '../resource/types';

export { drenMessages as messages } from './messages';

const drens: ResourceViews = {
  list: lazy(() => import('./DrenList')),
  show: lazy(() => import('./DrenShow')),
  recordRepresentation: 'dren_name',
};

export default drens;
