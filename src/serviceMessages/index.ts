import { lazy } from 'react';
import type { ResourceViews } from '../resource/types';

/** The /service-messages pages (admin), each in its own chunk. */
const serviceMessages: ResourceViews = {
  list: lazy(() => import('./ServiceMessageList')),
  create: lazy(() => import('./ServiceMessageCreate')),
  edit: lazy(() => import('./ServiceMessageEdit')),
  recordRepresentation: 'serviceMessage_title',
};

export default serviceMessages;
