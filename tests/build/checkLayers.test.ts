// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const LAYERS = `| layer | rooms |
| ----- | ----- |
| 0 ground | \`api\` |
| 1 session | \`auth\` |
| 2 features | \`students\`, \`photos\` |
| 3 shell | \`layout\`, \`main.tsx\` |
`;

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'layers-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Runs scripts/check-layers.mjs over a small src/ made of these files. */
const check = (files: Record<string, string>, layers = LAYERS) => {
  const dir = mkdtempSync(join(root, 'run-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, 'src', path)), { recursive: true });
    writeFileSync(join(dir, 'src', path), text);
  }
  writeFileSync(join(dir, 'layers.md'), layers);
  const run = spawnSync(
    process.execPath,
    ['scripts/check-layers.mjs', '--src', join(dir, 'src'), '--layers', join(dir, 'layers.md')],
    { encoding: 'utf8' },
  );
  return { status: run.status, out: run.stdout, err: run.stderr };
};

const DOWNWARD = {
  'api/http.ts': `export const call = () => 1;`,
  'auth/session.ts': `import { call } from '../api/http'; export const session = call;`,
  'students/Show.tsx': `import { session } from '../auth/session';
    import type { Photo } from '../photos/types';
    export default () => session();`,
  'photos/types.ts': `export type Photo = { id: number };`,
  'layout/Menu.tsx': `export { default } from '../students/Show';`,
  'main.tsx': `const app = () => import('./layout/Menu');`,
};

test('every arrow down: the rooms by layer, highest first, and success', () => {
  const { status, out } = check(DOWNWARD);
  expect(status).toBe(0);
  expect(out).toContain(
    '  3 shell\n      layout -> students\n      main.tsx -> layout\n  2 features\n      students -> auth, photos',
  );
  expect(out).toContain('0 pairs of rooms importing each other.');
  expect(out).toContain('0 circles of files.');
  expect(out).toContain('Every arrow runs down.');
});

test('a planted upward import fails, naming the file and the import', () => {
  const { status, err } = check({
    ...DOWNWARD,
    'auth/session.ts': `import { call } from '../api/http';
      import type { Photo } from '../photos/types';
      export const session = call;`,
  });
  expect(status).toBe(1);
  expect(err).toContain(
    "auth (1 session) -> photos (2 features): imports a higher layer\n      auth/session.ts: '../photos/types'",
  );
});

test('import.meta.glob counts as an import of every file it matches', () => {
  const { status, err } = check({
    ...DOWNWARD,
    'api/collect.ts': `import.meta.glob('../*/types.ts', { eager: true });`,
  });
  expect(status).toBe(1);
  expect(err).toContain(
    "api (0 ground) -> photos (2 features): imports a higher layer\n      api/collect.ts: '../photos/types.ts'",
  );
});

test('two rooms importing each other fail, even within a layer; so does a longer circle', () => {
  const pair = check({
    ...DOWNWARD,
    'photos/types.ts': `import '../students/Show'; export type Photo = { id: number };`,
  });
  expect(pair.status).toBe(1);
  expect(pair.out).toContain('1 pairs of rooms importing each other.');
  expect(pair.err).toContain('photos <-> students: import each other');

  const circle = check(
    {
      'api/a.ts': `import '../auth/b';`,
      'auth/b.ts': `import '../students/c';`,
      'students/c.ts': `import '../api/a';`,
    },
    '| 0 all | `api`, `auth`, `students` |\n',
  );
  expect(circle.status).toBe(1);
  expect(circle.err).toContain('circle of rooms: api, auth, students');
});

test('files importing each other fail, within one room and by their types alone', () => {
  const { status, out, err } = check({
    ...DOWNWARD,
    'photos/types.ts': `import type { Shown } from './shown'; export type Photo = { id: number };`,
    'photos/shown.ts': `import type { Photo } from './types'; export type Shown = Photo[];`,
  });
  expect(status).toBe(1);
  expect(out).toContain('1 circles of files.');
  expect(err).toContain('circle of files: photos/shown.ts, photos/types.ts');
});

test('a room the table does not list fails, and so does a listed room that does not exist', () => {
  const { status, err } = check({ ...DOWNWARD, 'extra/x.ts': `export const x = 1;` });
  expect(status).toBe(1);
  expect(err).toContain('extra: a room of src/ with no layer in docs/layers.md');
  const missing = check({ 'api/http.ts': '' }, '| 0 ground | `api`, `gone` |\n');
  expect(missing.err).toContain('gone: in docs/layers.md, but src/ has no such room');
});

test('the app itself: every arrow of src/ runs down the layers of docs/layers.md', () => {
  const run = spawnSync(process.execPath, ['scripts/check-layers.mjs'], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});
