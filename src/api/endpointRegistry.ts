import { endpoints, type Endpoint, type EndpointName } from './endpoints';
import { ProgrammingError } from './programmingError';

/**
 * The endpoints the HTTP client can call: spec section 7 (`endpoints.ts`, kept as the spec
 * reads) plus those a resource module declares (`registerEndpoint`). A module's endpoint
 * names are strings; the spec's keep their literal type.
 */
export type AnyEndpointName = EndpointName | (string & {});

const added = new Map<string, Endpoint>();

export const registerEndpoint = (name: string, endpoint: Endpoint): void => {
  const known = findEndpoint(name);
  if (known && (known.method !== endpoint.method || known.path !== endpoint.path))
    throw new ProgrammingError(`l'appel « ${name} » est déclaré deux fois.`);
  if (!(name in endpoints)) added.set(name, endpoint);
};

export const findEndpoint = (name: string): Endpoint | undefined =>
  Object.hasOwn(endpoints, name) ? endpoints[name as EndpointName] : added.get(name);

export const endpointOf = (name: string): Endpoint => {
  const endpoint = findEndpoint(name);
  if (!endpoint) throw new ProgrammingError(`appel inconnu « ${name} ».`);
  return endpoint;
};

/** Every callable endpoint: the spec's, then the modules'. */
export const allEndpointNames = (): string[] => [...Object.keys(endpoints), ...added.keys()];
