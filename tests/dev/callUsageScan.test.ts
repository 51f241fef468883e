import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { scanCallUsage } from '../../scripts/vite/callUsage/scan';

/** A small app: two pages sharing a module, a lazy dialog, a resource module, stray code. */
const FILES: Record<string, string> = {
  'src/main.tsx': `import { call } from './api/http';
    import './demo/browser';
    import './pages';
    call('auth.refresh');`,
  'src/api/http.ts': `export const call = (name: string) => fetch(name);`,
  'src/demo/browser.ts': `import { call } from '../api/http'; call('auth.login');`,
  'src/pages.ts': `import './collectPages';
    export const pages = [
      { path: '/a', load: () => import('./a/APage') },
      { path: '/b', load: () => import('./b/BPage') },
    ];`,
  'src/collectPages.ts': `import.meta.glob('./*/resource.ts', { eager: true });`,
  'src/users/resource.ts': `export default defineResource({
      name: 'users', page: { title: 'Utilisateurs' }, endpoints: { list: 'login.list' } });`,
  'src/a/APage.tsx': `import { saveOrder } from '../common/order';
    import { DATABASE } from '../common/models';
    const openDialog = () => import('./RunDialog');
    export default () => saveOrder(DATABASE);`,
  'src/a/RunDialog.tsx': `import { call } from '../api/http'; export default () => call('task.execute');`,
  'src/b/BPage.tsx': `import { saveOrder } from '../common/order';
    import { ENTITY } from '../common/models';
    export default () => [saveOrder(ENTITY), useGetList('tasks'), createPath({ resource: 'photos' })];`,
  'src/common/order.ts': `import { call } from '../api/http';
    export const saveOrder = (model: { api: string }) => {
      call('task.logs');
      return call(\`\${model.api}.updateOrder\`);
    };`,
  'src/common/models.ts': `export const DATABASE = { api: 'modelDatabaseSource' };
    export const ENTITY = { api: 'modelEntitySource' };`,
  'src/common/stray.ts': `import { call } from '../api/http'; call('task.delete');`,
  'src/login/LoginScreen.tsx': `import { call } from '../api/http'; call('auth.me');`,
  'src/login/LoginPage.tsx': `export default () => null;`,
};

let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'call-usage-'));
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

test('each page lists the calls its import graph makes, the shell its own, the demo none', () => {
  const { shell, pages } = scanCallUsage(root);
  expect(shell).toEqual({ names: ['auth.refresh'], resources: {} });
  expect(pages).toEqual({
    '/login': { names: ['auth.me'], resources: {} },
    // The shared module's call for both pages, the lazy dialog's for /a; each page's template
    // filled from the model it imports only.
    '/a': {
      names: ['modelDatabaseSource.updateOrder', 'task.execute', 'task.logs'],
      resources: {},
    },
    // A link (`createPath`) makes no call.
    '/b': { names: ['modelEntitySource.updateOrder', 'task.logs'], resources: { tasks: ['list'] } },
    '/users': {
      names: ['login.list'],
      resources: { users: ['list', 'getOne', 'create', 'update', 'delete'] },
    },
  });
});

test('a file outside every graph counts for no page', () => {
  const { shell, pages } = scanCallUsage(root);
  const everyName = [shell, ...Object.values(pages)].flatMap((usage) => usage.names);
  expect(everyName).not.toContain('task.delete');
});

test('the files read are those reached, to be watched', () => {
  const { files } = scanCallUsage(root);
  expect(files.map((file) => file.slice(root.length + 1)).sort()).toEqual(
    Object.keys(FILES)
      .filter((path) => !['src/demo/browser.ts', 'src/common/stray.ts'].includes(path))
      .sort(),
  );
});
