import { lazyView } from '../resource/lazyView';
import type { ResourceViews } from '../resource/types';

/** The /service-messages pages (admin), each in its own chunk. */
const serviceMessages: ResourceViews = {
  list: lazyView(() => import('./ServiceMessageList')),
  create: lazyView(() => import('./ServiceMessageCreate')),
  edit: lazyView(() => import('./ServiceMessageEdit')),
  recordRepresentation: 'serviceMessage_title',
};

export default serviceMessages;
