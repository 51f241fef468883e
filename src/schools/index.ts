import { lazy } from 'react';
import type { ResourceViews } from '../resource/types';

export { schoolMessages as messages } from './messages';

const schools: ResourceViews = {
  list: lazy(() => import('./SchoolList')),
  show: lazy(() => import('./SchoolShow')),
  recordRepresentation: 'school_name',
};

export default schools;
