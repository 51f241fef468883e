import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// Aliased: the helper is no React hook, whatever its name says (react-hooks/rules-of-hooks).
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import { clearDemoFaults, setDemoFaults } from '../../src/demo/node';
import { captureRequests } from './captureRequests';

const server = setupDemoServer(200);

/** The first render loads the lazy chunks: give it time on a busy machine. */
const LONG = { timeout: 15_000 };
/** The loaded table (the skeleton shown meanwhile is a table too). */
const table = async () =>
  (await screen.findByText('Administrateur de démonstration', {}, LONG)).closest('table')!;

test('lists the accounts with French roles, additional roles as chips and fr-FR dates', async () => {
  await renderAppAs('admin', '/users');
  const grid = await table();
  const adminRow = within(grid).getByText('Administrateur de démonstration').closest('tr')!;
  // The login name is a link to the account (keyboard users), marked on one's own account.
  expect(within(adminRow).getByRole('link', { name: 'admin Vous' })).toHaveAttribute(
    'href',
    '/users/1',
  );
  expect(within(adminRow).getByText('admin@education.gouv.ci')).toBeInTheDocument();
  expect(within(adminRow).getByText('Administrateur')).toBeInTheDocument();
  expect(within(adminRow).getByText('02/09/2024')).toBeInTheDocument();
  const agentRow = within(grid).getByText('Agent de démonstration').closest('tr')!;
  expect(within(agentRow).getByText('Aucun rôle')).toBeInTheDocument();
  // A staff account with an additional role shows it as a chip.
  const chip = within(grid).getAllByText('Contrôleur', { selector: '.MuiChip-label' })[0];
  expect(chip).toBeInTheDocument();
  for (const header of ['Identifiant', 'Nom complet', 'Adresse e-mail', 'Rôle principal']) {
    expect(
      within(grid).getByRole('columnheader', { name: new RegExp(header) }),
    ).toBeInTheDocument();
  }
});

test('sends search, role filter, sort and page size to the server', async () => {
  const capture = captureRequests(server, '/api/login/list');
  const user = userEvent.setup();
  await renderAppAs('admin', '/users');
  await table();
  const first = capture.requests.at(-1)!.search;
  expect(Object.fromEntries(first)).toMatchObject({
    page: '1',
    perPage: '25',
    sort: 'login_name',
    order: 'ASC',
  });

  await user.type(screen.getByPlaceholderText('Nom, identifiant ou e-mail'), 'demo');
  await waitFor(() => expect(capture.requests.at(-1)!.search.get('q')).toBe('demo'), LONG);

  await user.click(screen.getByRole('combobox', { name: 'Rôle principal' }));
  await user.click(await screen.findByRole('option', { name: 'Contrôleur' }));
  await waitFor(
    () => expect(capture.requests.at(-1)!.search.get('login_role')).toBe('control'),
    LONG,
  );
  expect(await screen.findByText('Contrôleur de démonstration', {}, LONG)).toBeInTheDocument();
  await waitFor(
    () => expect(screen.queryByText('Administrateur de démonstration')).toBeNull(),
    LONG,
  );

  await user.click(screen.getByRole('combobox', { name: /lignes par page/i }));
  const options = await screen.findAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual(['25', '50', '100']);
  await user.click(screen.getByRole('option', { name: '50' }));
  await waitFor(() => expect(capture.requests.at(-1)!.search.get('perPage')).toBe('50'), LONG);
  capture.stop();
});

test('a failed load shows the French message and a retry button', async () => {
  setDemoFaults({ fail: 'server', match: '/api/login/list', times: 1 });
  const user = userEvent.setup();
  await renderAppAs('admin', '/users');
  expect(
    await screen.findByText(/Erreur interne du serveur/, { selector: '.MuiAlert-message' }, LONG),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByText('Administrateur de démonstration', {}, LONG)).toBeInTheDocument();
  clearDemoFaults();
});

test('a search without any match says so in French', async () => {
  const user = userEvent.setup();
  await renderAppAs('admin', '/users');
  await table();
  await user.type(screen.getByPlaceholderText('Nom, identifiant ou e-mail'), 'zzzzzz');
  expect(
    await screen.findByText('Aucun résultat trouvé avec les filtres actuels.', {}, LONG),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Effacer les filtres' })).toBeInTheDocument();
});
