import scanned from 'virtual:call-usage';
import { findEndpoint } from '../api/endpointRegistry';
import { resourceDefinition, resourceNames } from '../api/resources';
import type { AnyEndpointName } from '../api/endpointRegistry';
import type { CodeUsage } from './codeUsage';

/** The app's frame (login, session, banner, health): every page makes these calls. */
export const EVERY_PAGE = 'Toutes les pages';

/** The calls a resource's actions make; one without getOne reads its list (the dataProvider). */
const callsOfResource = (resource: string, actions: CodeUsage['resources'][string]) => {
  if (!resourceNames().includes(resource)) return [];
  const definition = resourceDefinition(resource);
  return actions.map((action) =>
    action === 'getOne' ? (definition.getOne ?? definition.list) : definition[action],
  );
};

/** The calls in a page's code: the names the registry knows, and its resources' calls. */
const callsOf = (usage: CodeUsage): Set<string> =>
  new Set(
    [
      ...usage.names,
      ...Object.entries(usage.resources).flatMap(([name, actions]) =>
        callsOfResource(name, actions),
      ),
    ].filter((name): name is string => name !== undefined && findEndpoint(name) !== undefined),
  );

let pagesByCall: Map<string, string[]> | null = null;

/**
 * The pages whose code makes a call (`virtual:call-usage`, scanned from each page's import
 * graph at build time), in menu order after « Toutes les pages » (the shell) and /login.
 * Read on first use, once the resource modules have registered themselves.
 */
export const pagesUsing = (name: AnyEndpointName): readonly string[] => {
  if (!pagesByCall) {
    pagesByCall = new Map();
    const pages = [[EVERY_PAGE, scanned.shell] as const, ...Object.entries(scanned.pages)];
    for (const [page, usage] of pages) {
      for (const call of callsOf(usage))
        pagesByCall.set(call, [...(pagesByCall.get(call) ?? []), page]);
    }
  }
  return pagesByCall.get(name) ?? [];
};
