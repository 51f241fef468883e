import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// Aliased: the helper is no React hook, whatever its name says (react-hooks/rules-of-hooks).
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import { captureRequests } from '../users/captureRequests';

const server = setupDemoServer(200);

// Long: the page's modules are transformed on first use, on a busy machine.
const LONG = { timeout: 45_000 };

// React Flow measures its nodes; jsdom has no ResizeObserver (and draws no edges: those are
// tested in chromium, tests/browser/synchronization.spec.mjs).
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

test('the map reads the data model and the last runs, and speaks French', async () => {
  const capture = captureRequests(server, '/api/');
  await renderAppAs('admin', '/synchronization-map-page');
  expect(await screen.findByText('Scolarité', {}, LONG)).toBeInTheDocument();
  const paths = new Set(capture.requests.map((request) => request.path));
  for (const path of [
    '/api/modelLocation/list',
    '/api/modelDatabase/list',
    '/api/modelDatabaseSource/list',
    '/api/modelEntity/list',
    '/api/modelEntitySource/list',
    '/api/sync/get_sync_history',
  ]) {
    expect(paths).toContain(path);
  }
  expect(screen.getByRole('button', { name: 'Zoom avant' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Afficher toute la carte' })).toBeInTheDocument();
  expect(
    screen.getByText(
      'Appuyez sur Entrée ou Espace pour sélectionner un élément et ouvrir son détail.',
    ),
  ).toBeInTheDocument();
  const legend = screen.getByRole('region', { name: 'Légende' });
  for (const label of ['En cours', 'En échec', 'Jamais synchronisée']) {
    expect(within(legend).getByText(label)).toBeInTheDocument();
  }
  capture.stop();
});

test('the list view shows the same nodes; one opens its details and the runs that touched it', async () => {
  const user = userEvent.setup();
  await renderAppAs('admin', '/synchronization-map-page');
  await user.click(await screen.findByRole('button', { name: 'Liste' }, LONG));
  const databases = await screen.findByRole('region', { name: 'Bases de données' }, LONG);
  expect(within(databases).getByRole('heading', { name: /^Bases de données \(\d+\)$/ }));
  const capture = captureRequests(server, '/api/sync/get_sync_history');
  await user.click(within(databases).getByRole('button', { name: 'Photothèque' }));

  const details = await screen.findByRole('region', { name: 'Détail : Photothèque' });
  expect(within(details).getByText('PostgreSQL · db-photos.local')).toBeInTheDocument();
  await waitFor(() =>
    expect(capture.requests.map((request) => request.search.get('syncHistory_type'))).toContain(
      'photo,full',
    ),
  );
  const runs = await within(details).findByRole(
    'list',
    { name: 'Synchronisations qui l’ont touché' },
    LONG,
  );
  expect(within(runs).getByRole('link', { name: 'Photos n° 119' })).toHaveAttribute(
    'href',
    '/synchronization/119/show',
  );
  // Its links lead to the neighbouring nodes.
  await user.click(within(details).getByRole('button', { name: 'Métadonnées des photos' }));
  expect(
    await screen.findByRole('region', { name: 'Détail : Métadonnées des photos' }),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Fermer le détail' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: /^Détail/ })).toBeNull());
  capture.stop();
});
