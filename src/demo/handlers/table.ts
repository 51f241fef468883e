import type { EndpointName } from '../../api/endpoints';
import { authHandlers } from './auth';
import { configHandlers } from './config';
import { leaseHandlers } from './leases';
import { loginHandlers } from './logins';
import { modelHandlers } from './model';
import { photoHandlers } from './photos';
import { schoolHandlers } from './schools';
import { serviceMessageHandlers } from './serviceMessages';
import { statsHandlers } from './stats';
import { studentHandlers } from './students';
import { syncHandlers } from './sync';
import { taskHandlers } from './tasks';
import type { HandlerDef } from './types';
import { validationHandlers } from './validation';

/**
 * Endpoint name -> implementation, for every endpoint of src/api/endpoints.ts. The type
 * makes a missing endpoint a compile error; each entry declares its access level.
 */
export const handlerTable: Record<EndpointName, HandlerDef> = {
  ...authHandlers,
  ...configHandlers,
  ...photoHandlers,
  ...loginHandlers,
  ...studentHandlers,
  ...schoolHandlers,
  ...statsHandlers,
  ...validationHandlers,
  ...leaseHandlers,
  ...syncHandlers,
  ...serviceMessageHandlers,
  ...taskHandlers,
  ...modelHandlers('modelLocation'),
  ...modelHandlers('modelOrganization'),
  ...modelHandlers('modelDatabase'),
  ...modelHandlers('modelEntity'),
  ...modelHandlers('modelDatabaseSource'),
  ...modelHandlers('modelEntitySource'),
};
