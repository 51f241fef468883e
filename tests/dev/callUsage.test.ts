import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import '../../src/collectPages';
import { endpointNames, type EndpointName } from '../../src/api/endpoints';
import { resourceDefinition, resourceNames } from '../../src/api/resources';
import { EVERY_PAGE, pagesUsing } from '../../src/dev/callUsage';

/**
 * /dev's "pages using this call", as scanned from the app's import graphs (virtual:call-usage,
 * the same Vite plugin as the build's).
 */
test('the calls a page makes through its own code, shared modules, lazy parts and templates', () => {
  const usage = (names: EndpointName[]) =>
    Object.fromEntries(names.map((name) => [name, pagesUsing(name)]));
  expect(
    usage([
      'task.execute',
      'task.logs',
      'task.list',
      'modelLocation.load',
      'modelOrganization.load',
      'modelDatabaseSource.load',
      'modelDatabaseSource.updateOrder',
      'modelEntitySource.load',
      'modelEntitySource.updateOrder',
      'photo.miniature',
      'stats.studentsByDren',
    ]),
  ).toEqual({
    'task.execute': ['/scheduler-page'],
    'task.logs': ['/scheduler-page'],
    // Made by react-admin for `<List resource="tasks">`.
    'task.list': ['/scheduler-page'],
    'modelLocation.load': ['/model-location'],
    'modelOrganization.load': ['/model-organization'],
    // One module holds both source models, `${model.api}.updateOrder` one call: each page its own.
    'modelDatabaseSource.load': ['/model-database'],
    'modelDatabaseSource.updateOrder': ['/model-database'],
    'modelEntitySource.load': ['/model-entity'],
    'modelEntitySource.updateOrder': ['/model-entity'],
    // From the shell's image cache, taken by the pages that show photos.
    'photo.miniature': ['/student', '/photos', '/validation'],
    'stats.studentsByDren': ['/validationDashboard', '/validationDashboardBySchool'],
  });
});

test('the shell’s calls are every page’s; the login screen’s its own', () => {
  expect(pagesUsing('auth.refresh')).toEqual([EVERY_PAGE]);
  expect(pagesUsing('health')).toEqual([EVERY_PAGE]);
  expect(pagesUsing('auth.login')).toEqual([EVERY_PAGE, '/login']);
  expect(pagesUsing('auth.changePassword')).toEqual(['/account']);
});

test('every call of the contract is made by at least one page', () => {
  expect(endpointNames.filter((name) => pagesUsing(name).length === 0)).toEqual([]);
});

/** The app's code, but what only names calls: the demo, /dev and the contract's tables. */
const NOT_CALL_SITES = [
  'src/demo',
  'src/dev',
  'src/api/schemas',
  ...['endpoints', 'answers', 'requests', 'access', 'resources', 'openapi'].map(
    (file) => `src/api/${file}.ts`,
  ),
];
const appFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (NOT_CALL_SITES.includes(path)) return [];
    if (!entry.isDirectory()) return /\.tsx?$/.test(entry.name) ? [path] : [];
    return appFiles(path);
  });
const code = appFiles('src')
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

/** Named in a quoted literal (`'task.logs'`), or built as `${model.api}.updateOrder`. */
const namedInCode = (name: string) =>
  code.includes(`'${name}'`) || code.includes(`}.${name.split('.')[1]}\``);
/** Its resource named in the code (`resource="tasks"`, `useGetList('tasks')`) or a page's. */
const madeForResource = (name: string) =>
  resourceNames().some(
    (resource) =>
      Object.values(resourceDefinition(resource)).includes(name) &&
      [`'${resource}'`, `"${resource}"`, `path: '/${resource}'`].some((text) =>
        code.includes(text),
      ),
  );

test('no page claims a call the code does not make (read by text search, not by the scan)', () => {
  const claimed = endpointNames.filter((name) => pagesUsing(name).length > 0);
  expect(claimed.filter((name) => !namedInCode(name) && !madeForResource(name))).toEqual([]);
});
