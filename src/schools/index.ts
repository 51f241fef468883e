import { lazyView } from '../resource/lazyView';
import type { ResourceViews } from '../resource/types';

export { schoolMessages as messages } from './messages';

const schools: ResourceViews = {
  list: lazyView(() => import('./SchoolList')),
  show: lazyView(() => import('./SchoolShow')),
  recordRepresentation: 'school_name',
};

export default schools;
