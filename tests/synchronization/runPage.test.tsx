import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { School, SyncHistory, SyncUpdate } from '../../src/api/types';
// Aliased: the helper is no React hook, whatever its name says (react-hooks/rules-of-hooks).
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import { captureRequests } from '../users/captureRequests';

const server = setupDemoServer(200);

// Long: the page's modules are transformed on first use, on a busy machine.
const LONG = { timeout: 45_000 };

const api = async <T,>(path: string): Promise<T> => {
  const token = localStorage.getItem('authorization-token');
  const response = await fetch(`${location.origin}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: T }).data;
};

test('a run’s page: its summary, its updates by entity as tabs with counts, each linking to its record', async () => {
  const user = userEvent.setup();
  const capture = captureRequests(server, '/api/sync_prod/');
  await renderAppAs('admin', '/synchronization/111/show');
  expect(
    await screen.findByRole('heading', { name: 'Synchronisation n° 111 · Complète' }, LONG),
  ).toBeInTheDocument();
  const run = await api<SyncHistory>('/api/sync/get_sync_history/111');
  await waitFor(() => expect(capture.requests).toHaveLength(4), LONG);
  expect(capture.requests.map((request) => request.path).sort()).toEqual([
    '/api/sync_prod/sync_prod.get_dren_updates/111',
    '/api/sync_prod/sync_prod.get_photo_updates/111',
    '/api/sync_prod/sync_prod.get_school_updates/111',
    '/api/sync_prod/sync_prod.get_student_updates/111',
  ]);
  const tabs = await screen.findByRole('tablist', { name: 'Mises à jour par entité' });
  for (const [entity, label] of [
    ['student', 'Élèves'],
    ['photo', 'Photos'],
    ['school', 'Écoles'],
    ['dren', 'DREN'],
  ] as const) {
    await within(tabs).findByRole(
      'tab',
      { name: `${label} (${run.syncHistory_counts[entity]})` },
      LONG,
    );
  }

  const students = await api<SyncUpdate[]>('/api/sync_prod/sync_prod.get_student_updates/111');
  const student = students.find((update) => update.update_recordId !== null)!;
  await user.click(within(tabs).getByRole('tab', { name: /^Élèves/ }));
  expect(
    await screen.findByRole('link', { name: `Élève ${student.update_reference}` }),
  ).toHaveAttribute('href', `/student/${student.update_reference}/show`);

  const schools = await api<SyncUpdate[]>('/api/sync_prod/sync_prod.get_school_updates/111');
  const school = schools.find((update) => update.update_recordId !== null)!;
  await user.click(within(tabs).getByRole('tab', { name: /^Écoles/ }));
  expect(
    await screen.findByRole('link', { name: `École ${school.update_reference}` }),
  ).toHaveAttribute('href', `/school/${school.update_recordId}/show`);

  const photos = await api<SyncUpdate[]>('/api/sync_prod/sync_prod.get_photo_updates/111');
  const photo = photos.find((update) => update.update_recordId !== null)!;
  await user.click(within(tabs).getByRole('tab', { name: /^Photos/ }));
  expect(
    (await screen.findByRole('link', { name: `Photo ${photo.update_reference}` })).getAttribute(
      'href',
    ),
  ).toMatch(
    new RegExp(`^/photos\\?filter=.*${photo.update_reference}.*#photo=${photo.update_recordId}$`),
  );
  capture.stop();
});

test('the school page lists the runs limited to that school, each linking to its run', async () => {
  const capture = captureRequests(server, '/api/sync/get_school_history');
  await renderAppAs('admin', '/');
  const runs = await api<SyncHistory[]>('/api/sync/get_sync_history?perPage=1000');
  const limited = runs.find((run) => run.school_id !== null)!;
  const school = await api<School>(`/api/school/get_school?school_id=${limited.school_id}`);
  window.history.pushState(null, '', `/school/${school.school_id}/show`);
  window.dispatchEvent(new PopStateEvent('popstate'));
  const section = await screen.findByRole(
    'region',
    { name: 'Historique de synchronisation' },
    LONG,
  );
  const link = await within(section).findByRole(
    'link',
    { name: new RegExp(`n° ${limited.syncHistory_id}$`) },
    LONG,
  );
  expect(link).toHaveAttribute('href', `/synchronization/${limited.syncHistory_id}/show`);
  expect(capture.requests[0].search.get('school_id')).toBe(String(school.school_id));
  capture.stop();
});

test('a controller sees on the school page that the history is for administrators, without calling it', async () => {
  const capture = captureRequests(server, '/api/sync/');
  await renderAppAs('control', '/school/1/show');
  const section = await screen.findByRole(
    'region',
    { name: 'Historique de synchronisation' },
    LONG,
  );
  expect(
    await within(section).findByText(
      'L’historique des synchronisations est réservé aux administrateurs.',
    ),
  ).toBeInTheDocument();
  expect(capture.requests).toHaveLength(0);
  capture.stop();
});
