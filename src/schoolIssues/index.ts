import { lazy } from 'react';
import type { ResourceViews } from '../resource/types';

export { schoolIssuesMessages as messages } from './messages';

const schoolIssues: ResourceViews = {
  list: lazy(() => import('./SchoolIssueList')),
  show: lazy(() => import('./SchoolIssueShow')),
  recordRepresentation: 'school_name',
};

export default schoolIssues;
