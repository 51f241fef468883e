import { lazyView } from '../resource/lazyView';
import type { ResourceViews } from '../resource/types';

export { schoolIssuesMessages as messages } from './messages';

const schoolIssues: ResourceViews = {
  list: lazyView(() => import('./SchoolIssueList')),
  show: lazyView(() => import('./SchoolIssueShow')),
  recordRepresentation: 'school_name',
};

export default schoolIssues;
