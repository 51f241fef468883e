import { screen, waitFor, within } from '@testing-library/react';
import { renderAppAs } from '../helpers/demoApp';
import { captureRequests, demoServer, listUrl, setupUser } from '../students/helpers';
import { seen } from '../helpers/seen';

const server = demoServer(500);

test('the Élèves figure opens every student, not the filter used last', async () => {
  const user = setupUser();
  const requests = captureRequests(server, '/api/student/get_students');
  await renderAppAs('control', listUrl({ q: 'KONE' }));
  await waitFor(() => expect(requests.last()).toMatchObject({ q: 'KONE' }));

  const menu = screen.getByRole('navigation', { name: 'Menu principal' });
  await user.click(within(menu).getByRole('link', { name: 'Accueil' }));
  const figures = await screen.findByRole('region', { name: 'Chiffres clés' });
  await user.click(await within(figures).findByRole('link', { name: /^Élèves/ }));

  await waitFor(() => expect(window.location.pathname).toBe('/student'));
  await waitFor(() => expect(requests.last()).not.toHaveProperty('q'));
  expect(requests.last()).toMatchObject({ page: '1', sort: 'student_lastName' });
});

test('Photos à valider opens the review queue on photos', async () => {
  const user = setupUser();
  await renderAppAs('control', '/');
  const figures = await screen.findByRole('region', { name: 'Chiffres clés' }, { timeout: 20_000 });
  await user.click(await within(figures).findByRole('link', { name: /^Photos à valider/ }));
  await waitFor(() => expect(window.location.pathname).toBe('/validation'));
  expect(window.location.search).toBe('?target=photo');
  await seen(screen.findByRole('tab', { name: 'File de revue', selected: true }));
});
