import { lazyView } from '../resource/lazyView';
import type { ResourceViews } from '../resource/types';

export { drenMessages as messages } from './messages';

const drens: ResourceViews = {
  list: lazyView(() => import('./DrenList')),
  show: lazyView(() => import('./DrenShow')),
  recordRepresentation: 'dren_name',
};

export default drens;
