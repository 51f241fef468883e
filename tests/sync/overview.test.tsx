import { screen, waitFor, within } from '@testing-library/react';
// Aliased: the helper is no React hook, whatever its name says (react-hooks/rules-of-hooks).
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import { captureRequests } from '../users/captureRequests';

const server = setupDemoServer(200);

// Long: the page's modules are transformed on first use, on a busy machine.
const LONG = { timeout: 45_000 };

test('an administrator sees the last run of each type, its status and age, and the errors waiting', async () => {
  const capture = captureRequests(server, '/api/sync/');
  await renderAppAs('admin', '/sync');
  const runs = await screen.findByRole('region', { name: 'Dernières synchronisations' }, LONG);
  const full = await within(runs).findByRole('link', { name: /^Complète En cours/ }, LONG);
  expect(full).toHaveAttribute('href', '/synchronization/120/show');
  expect(within(full).getByText('En cours')).toBeInTheDocument();
  expect(within(full).getByText(/^Démarrée il y a 14 minutes$/)).toBeInTheDocument();
  const photos = within(runs).getByRole('link', { name: /^Photos En échec.* N° 119,/ });
  expect(within(photos).getByText('En échec')).toBeInTheDocument();
  expect(within(photos).getByText(/^Terminée il y a \d+ jours$/)).toBeInTheDocument();
  // One call per type: the newest run of that type.
  const types = capture.requests
    .filter((request) => request.path === '/api/sync/get_sync_history')
    .map((request) => Object.fromEntries(request.search));
  expect(types).toEqual(
    expect.arrayContaining(
      ['full', 'student', 'photo', 'school', 'dren'].map((type) => ({
        syncHistory_type: type,
        page: '1',
        perPage: '1',
        sort: 'syncHistory_startedAt',
        order: 'DESC',
      })),
    ),
  );

  const errors = screen.getByRole('region', { name: 'Erreurs en attente' });
  expect(await within(errors).findByText(/^\d+ erreurs en attente de traitement\.$/, {}, LONG));
  const photoErrors = within(errors)
    .getByText(/^Photos : \d+ erreurs?$/)
    .closest('a')!;
  expect(decodeURIComponent(photoErrors.getAttribute('href')!)).toBe(
    '/synchronization/errors?filter={"syncError_entity":"photo"}',
  );
  capture.stop();
});

test('a controller opens /sync and reads why each part is not shown, with no sync call made', async () => {
  const capture = captureRequests(server, '/api/sync/');
  await renderAppAs('control', '/sync');
  const runs = await screen.findByRole('region', { name: 'Dernières synchronisations' }, LONG);
  expect(
    within(runs).getByText(/^Les synchronisations sont réservées aux administrateurs/),
  ).toBeInTheDocument();
  const errors = screen.getByRole('region', { name: 'Erreurs en attente' });
  expect(
    within(errors).getByText(/^Les erreurs de synchronisation sont réservées aux administrateurs/),
  ).toBeInTheDocument();
  // An explanation, never an error box.
  expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  expect(within(runs).getByRole('note')).toBeInTheDocument();
  await waitFor(() => expect(window.location.pathname).toBe('/sync'));
  expect(capture.requests).toHaveLength(0);
  capture.stop();
});
