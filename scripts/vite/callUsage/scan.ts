import { join, relative } from 'node:path';
import { endpoints } from '../../../src/api/endpoints';
import type { CodeUsage, ScannedUsage } from '../../../src/dev/codeUsage';
import { ALL_ACTIONS, type Findings } from './fileFacts';
import { factsReader, findingsOf, reach, type Side } from './importGraph';
import { pageEntries } from './pageEntries';

/** What index.html loads: the shell, whose code every page runs. */
const SHELL_ENTRY = 'src/main.tsx';
/** The login screen, shown alone before the app: a page whose calls are its own. */
export const LOGIN_PAGE = {
  path: '/login',
  files: ['src/login/LoginScreen.tsx', 'src/login/LoginPage.tsx'],
};

/**
 * Code that names calls without making them: the demo API, /dev itself, and the contract's
 * tables, which name every call.
 */
const NOT_CALL_SITES = [
  'src/demo/',
  'src/dev/',
  'src/api/schemas/',
  ...['endpoints', 'answers', 'requests', 'access', 'resources', 'openapi'].map(
    (file) => `src/api/${file}.ts`,
  ),
];

/**
 * A call's name: one of the spec's, or a resource module's own (`<resource>.<action>`);
 * src/dev/callUsage.ts keeps those the endpoint registry knows.
 */
const mayBeCall = (name: string) =>
  name in endpoints || new RegExp(`^[\\w-]+\\.(${ALL_ACTIONS.join('|')})$`).test(name);

/** The possible calls, templates filled from the properties the same code holds. */
function usageOf(findings: Findings, ownResource?: string): CodeUsage {
  const built = findings.templates.flatMap(({ property, before, after }) =>
    [...(findings.properties.get(property) ?? [])].map((value) => before + value + after),
  );
  const names = [...new Set([...findings.strings, ...built])].filter(mayBeCall).sort();
  const resources = new Map(findings.resources);
  if (ownResource) resources.set(ownResource, new Set(ALL_ACTIONS));
  return {
    names,
    resources: Object.fromEntries(
      [...resources]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, actions]) => [name, ALL_ACTIONS.filter((action) => actions.has(action))]),
    ),
  };
}

/**
 * Which calls each page's code may make, following its import graph
 * (docs/decisions/dev.md). The shell's calls are every page's; a page's own graph stops at the shell,
 * at the other pages' entries and at the code that only names calls. A page served by a
 * react-admin resource of its name makes that resource's calls too.
 */
export function scanCallUsage(root: string): ScannedUsage & { files: string[] } {
  const { factsOf, files } = factsReader();
  const absolute = (file: string) => join(root, file);
  const notCallSite = (file: string) =>
    NOT_CALL_SITES.some((prefix) => relative(root, file).startsWith(prefix));
  // By path: a module's page replaces the table's (src/resource/pageCatalog.ts).
  const pages = new Map(pageEntries(root).map((page) => [page.path, page]));
  const pageFiles = new Set([...pages.values()].flatMap((page) => page.files));
  const codeOf = (entries: readonly string[], sideOf: (file: string) => Side) =>
    findingsOf(reach(entries, sideOf, factsOf, root), factsOf);

  const shellSide = (file: string): Side =>
    notCallSite(file) ? 'outside' : pageFiles.has(file) ? 'border' : 'inside';
  const shell = reach([absolute(SHELL_ENTRY)], shellSide, factsOf, root);
  const usage: Record<string, CodeUsage> = {
    [LOGIN_PAGE.path]: usageOf(codeOf(LOGIN_PAGE.files.map(absolute), shellSide)),
  };
  for (const { path, files: entries, resource } of pages.values()) {
    const own = new Set(entries);
    const pageSide = (file: string): Side =>
      notCallSite(file)
        ? 'outside'
        : shell.inside.has(file) || (pageFiles.has(file) && !own.has(file))
          ? 'border'
          : 'inside';
    usage[path] = usageOf(codeOf(entries, pageSide), resource);
  }
  return {
    shell: usageOf(findingsOf(shell, factsOf)),
    pages: usage,
    files: files(),
  };
}
