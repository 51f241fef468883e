import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { dataProvider } from '../../src/api/dataProvider';
import { login } from '../../src/auth/session';
import { clearDemoFaults, setDemoFaults } from '../../src/demo/node';
import { registerResource } from '../../src/resource/register';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import { firstSchoolId } from './modules/firstSchool';
import { rooms, terms } from './modules/testModules';
import { seen } from '../helpers/seen';

// The generated views of any module, by keyboard and under faults (issue 43, point 1).
registerResource(terms);
registerResource(rooms);
setupDemoServer(100);
afterEach(() => clearDemoFaults());

const LONG = { timeout: 20_000 };

/** Presses Tab until `target` has the focus, as a keyboard user would (fails after 60). */
const tabTo = async (user: UserEvent, target: () => HTMLElement | null) => {
  for (let presses = 0; presses < 60; presses++) {
    const element = target();
    if (element && document.activeElement === element) return element;
    await user.tab();
  }
  throw new Error(`never focused: ${target()?.outerHTML ?? 'no element'}`);
};

/** The page's first Tab stop, « Aller au contenu », moves the focus past the menu. */
const skipToContent = async (user: UserEvent) => {
  await tabTo(user, () => screen.queryByRole('link', { name: 'Aller au contenu' }));
  await user.keyboard('{Enter}');
};

const roomsSection = () => screen.findByRole('region', { name: 'Salles (test)' }, LONG);

test('keyboard only: a generated list’s row opens its record (Tab to its main cell, Enter)', async () => {
  await renderAppAs('admin', '/testTerms');
  const user = userEvent.setup();
  await screen.findByText('T2', {}, LONG);
  await skipToContent(user);
  await tabTo(user, () => screen.queryByRole('link', { name: 'T2' }));
  await user.keyboard('{Enter}');
  await waitFor(() => expect(window.location.pathname).toBe('/testTerms/2'), LONG);
  await waitFor(() => expect(screen.getByLabelText(/^Période\s\*$/)).toHaveValue('T2'), LONG);
}, 60_000);

test('keyboard only: a section’s row is added, edited and deleted', async () => {
  const school = await firstSchoolId();
  await renderAppAs('admin', `/school/${school}/show`);
  const user = userEvent.setup();
  const section = await roomsSection();
  await within(section).findByText('Salle 2', {}, LONG);
  await skipToContent(user);

  await tabTo(user, () => within(section).queryByRole('button', { name: 'Ajouter' }));
  await user.keyboard('{Enter}');
  const create = await screen.findByRole('dialog', { name: 'Nouvelle salle' });
  await waitFor(() => expect(within(create).getByLabelText(/^Salle\s\*$/)).toHaveFocus(), LONG);
  await user.keyboard('Salle 3');
  await tabTo(user, () => within(create).queryByRole('combobox', { name: /^Usage/ }));
  await user.keyboard('{ArrowDown}');
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull(), LONG);
  await tabTo(user, () => within(create).queryByRole('button', { name: 'Enregistrer' }));
  await user.keyboard('{Enter}');
  await seen(screen.findByText('Salle « Salle 3 » créée', {}, LONG));
  await within(section).findByText('Salle 3', {}, LONG);

  await tabTo(user, () => within(section).queryByRole('button', { name: 'Salle 3' }));
  await user.keyboard('{Enter}');
  const edit = await screen.findByRole('dialog', { name: 'Modifier « Salle 3 »' }, LONG);
  const name = await within(edit).findByLabelText(/^Salle\s\*$/);
  await waitFor(() => expect(name).toHaveFocus(), LONG);
  await user.keyboard(' bis');
  await tabTo(user, () => within(edit).queryByRole('button', { name: 'Enregistrer' }));
  await user.keyboard('{Enter}');
  await seen(screen.findByText('Salle « Salle 3 bis » modifiée', {}, LONG));

  await tabTo(user, () => within(section).queryByRole('button', { name: 'Salle 3 bis' }));
  await user.keyboard('{Enter}');
  const again = await screen.findByRole('dialog', { name: 'Modifier « Salle 3 bis »' }, LONG);
  await tabTo(user, () => within(again).queryByRole('button', { name: 'Supprimer' }));
  await user.keyboard('{Enter}');
  const confirm = await screen.findByRole('dialog', { name: /Supprimer/ }, LONG);
  await tabTo(user, () => within(confirm).queryByRole('button', { name: 'Confirmer' }));
  await user.keyboard('{Enter}');
  await seen(screen.findByText('Salle « Salle 3 bis » supprimée', {}, LONG));
  await waitFor(() => expect(within(section).queryByText('Salle 3 bis')).toBeNull(), LONG);
}, 90_000);

test('the section’s dialog, as the creation page, enables « Enregistrer » once something is typed', async () => {
  const school = await firstSchoolId();
  await renderAppAs('admin', `/school/${school}/show`);
  const user = userEvent.setup();
  const section = await roomsSection();
  await user.click(within(section).getByRole('button', { name: 'Ajouter' }));
  const create = await screen.findByRole('dialog', { name: 'Nouvelle salle' });
  const save = within(create).getByRole('button', { name: 'Enregistrer' });
  expect(save).toBeDisabled();
  await user.type(within(create).getByLabelText(/^Salle\s\*$/), 'S');
  await waitFor(() => expect(save).toBeEnabled());
}, 30_000);

test.each([
  ['a server error', 'server' as const, 'Erreur interne du serveur (démo).'],
  ['a malformed answer', 'malformed' as const, /réponse|inattendu/i],
])(
  'a section under %s says so in French with « Réessayer », never « Aucun résultat », and comes back',
  async (_case, fail, message) => {
    const school = await firstSchoolId();
    setDemoFaults({ fail, match: '/api/testRoom/list' });
    await renderAppAs('admin', `/school/${school}/show`);
    const user = userEvent.setup();
    const section = await roomsSection();
    const alert = await within(section).findByRole('alert', {}, LONG);
    expect(alert).toHaveTextContent(message);
    expect(within(section).queryByText('Aucun résultat')).toBeNull();
    expect(within(section).queryByText('Aucune salle dans cette école.')).toBeNull();
    clearDemoFaults();
    await user.click(within(section).getByRole('button', { name: 'Réessayer' }));
    expect(await within(section).findByText('Salle 1', {}, LONG)).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).toBeNull();
  },
  40_000,
);

test('a section shows its columns over grey rows until its first answer, then its empty sentence', async () => {
  await login('admin', 'admin');
  const { data } = await dataProvider.getList('school', {
    pagination: { page: 1, perPage: 2 },
    sort: { field: 'id', order: 'ASC' },
    filter: {},
  });
  setDemoFaults({ delayMs: 1500, match: '/api/testRoom/list' });
  await renderAppAs('admin', `/school/${data[1].id}/show`);
  const section = await roomsSection();
  expect(within(section).getByText('Chargement de la liste…')).toBeInTheDocument();
  expect(
    await within(section).findByText('Aucune salle dans cette école.', {}, LONG),
  ).toBeInTheDocument();
}, 30_000);
