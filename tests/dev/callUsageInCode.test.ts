import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { endpointNames, type EndpointName } from '../../src/api/endpoints';
import { resourceDefinition, resourceNames } from '../../src/api/resources';
import { pagesUsing } from '../../src/dev/callUsage';

/**
 * /dev's "pages using this call" (src/dev/callUsage.ts) against the code that makes the calls:
 * the app's files, but the demo, /dev itself and the tables of the contract that name every call.
 */
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
const madeByCode = (name: string) =>
  code.includes(`'${name}'`) || code.includes(`}.${name.split('.')[1]}\``);

/** The calls react-admin makes for a resource (list, getOne...): the contract names them. */
const crudCalls = new Set(
  resourceNames().flatMap((resource) =>
    Object.values(resourceDefinition(resource)).filter((value) => endpointNames.includes(value)),
  ),
);

test('every call /dev says a page makes is made by the code (a resource action or a call site)', () => {
  const claimed = endpointNames.filter((name) => pagesUsing(name).length > 0);
  const unfounded = claimed.filter((name) => !crudCalls.has(name) && !madeByCode(name));
  expect(unfounded).toEqual([]);
});

test('every call the code makes is listed for at least one page', () => {
  const made = endpointNames.filter((name) => name.includes('.') && madeByCode(name));
  const unlisted = made.filter((name: EndpointName) => pagesUsing(name).length === 0);
  expect(unlisted).toEqual([]);
});
