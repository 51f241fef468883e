import { foldText } from '../common/foldText';
import { allEndpointNames, endpointOf, type AnyEndpointName } from '../api/endpointRegistry';
import { pathParams } from '../api/endpoints';
import { pagesUsing } from './callUsage';
import { rolesLabel } from './callRoles';

/** One line of /dev: a call of the endpoint table or of a resource module, with what is known of it. */
export interface ApiCall {
  name: AnyEndpointName;
  method: string;
  path: string;
  pathParams: string[];
  body: boolean;
  roles: string;
  pages: readonly string[];
}

/** Every call: the endpoint table's, in its order, then the resource modules' (the registry). */
export const apiCalls = (): ApiCall[] =>
  allEndpointNames().map((name) => {
    const { method, path, body } = endpointOf(name);
    return {
      name,
      method,
      path,
      pathParams: pathParams(path),
      body,
      roles: rolesLabel(name),
      pages: pagesUsing(name),
    };
  });

/** Case- and accent-insensitive search over name, method, path, roles and pages. */
export const searchCalls = (calls: readonly ApiCall[], query: string): ApiCall[] => {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [...calls];
  return calls.filter((call) => {
    const text = foldText([call.name, call.method, call.path, call.roles, ...call.pages].join(' '));
    return words.every((word) => text.includes(word));
  });
};
