import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import DatabaseSources from '../../src/model/databases/DatabaseSources';
import { captureRequests } from '../users/captureRequests';
import { renderModelPage, setupModelServer } from './harness';
import { seen } from '../helpers/seen';

const server = setupModelServer();
const LONG = { timeout: 10_000 };
const ORDER = '/api/modelDatabaseSource/updateOrder';
// The "Scolarité" database (id 1) and its three sources, ids 1 to 3 in this order.
const SEEDED = ['Principale', 'Réplique en lecture', 'Archives 2025-2026'];

beforeAll(() => {
  // dnd-kit scrolls the grabbed row into view; jsdom has no layout.
  Element.prototype.scrollIntoView = () => undefined;
});

const openSources = async () => {
  const user = userEvent.setup();
  renderModelPage(<DatabaseSources databaseId={1} />);
  await screen.findByRole('list', { name: 'Sources de la base' }, LONG);
  return user;
};

/** The sources' names as the list shows them, read from their grip buttons. */
const shownOrder = () =>
  screen
    .getAllByRole('button', { name: /^Déplacer « / })
    .map((grip) => /« (.*) »/.exec(grip.getAttribute('aria-label') ?? '')?.[1]);

test('“Descendre” reorders at once and sends the new order', async () => {
  const capture = captureRequests(server, ORDER);
  const user = await openSources();
  expect(shownOrder()).toEqual(SEEDED);
  await user.click(screen.getByRole('button', { name: 'Descendre « Principale »' }));
  expect(shownOrder()).toEqual(['Réplique en lecture', 'Principale', 'Archives 2025-2026']);
  await waitFor(async () =>
    expect(await capture.bodies('PATCH', ORDER)).toEqual([{ ids: [2, 1, 3] }]),
  );
  // The pressed button keeps the focus for the next step.
  expect(screen.getByRole('button', { name: 'Descendre « Principale »' })).toHaveFocus();
  capture.stop();
});

test('a reorder the server refuses is undone, with a French message', async () => {
  server.use(
    http.patch(`*${ORDER}`, () =>
      HttpResponse.json({ status: 'error', message: 'Ordre refusé.' }, { status: 400 }),
    ),
  );
  const user = await openSources();
  await user.click(screen.getByRole('button', { name: 'Monter « Archives 2025-2026 »' }));
  await seen(screen.findByText('Nouvel ordre annulé : Ordre refusé.', {}, LONG));
  expect(shownOrder()).toEqual(SEEDED);
});

test('a source is grabbed with Space and moved with the arrows', async () => {
  // jsdom lays nothing out: each row measures 50 px, one under the other.
  const measure = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: Element,
  ) {
    const row = this.closest('li[data-source-id]');
    const top = row ? [...row.parentElement!.children].indexOf(row) * 50 : 0;
    return DOMRect.fromRect({ x: 0, y: top, width: 400, height: row ? 50 : 0 });
  });
  const capture = captureRequests(server, ORDER);
  const user = await openSources();
  screen.getByRole('button', { name: /^Déplacer « Principale »/ }).focus();
  await user.keyboard(' ');
  expect(await screen.findByText('« Principale » saisie, position 1 sur 3.')).toBeInTheDocument();
  await user.keyboard('{ArrowDown}');
  expect(await screen.findByText('« Principale » est en position 2 sur 3.')).toBeInTheDocument();
  await user.keyboard(' ');

  await waitFor(async () =>
    expect(await capture.bodies('PATCH', ORDER)).toEqual([{ ids: [2, 1, 3] }]),
  );
  expect(shownOrder()).toEqual(['Réplique en lecture', 'Principale', 'Archives 2025-2026']);
  measure.mockRestore();
  capture.stop();
});

test('a source that entities read from is not deleted: the server’s reason is shown', async () => {
  const user = await openSources();
  await user.click(screen.getByRole('button', { name: 'Supprimer « Archives 2025-2026 »' }));
  const confirm = await screen.findByRole('dialog', {
    name: 'Supprimer la source « Archives 2025-2026 » ?',
  });
  await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
  expect(
    await screen.findByText('Suppression impossible : 1 élément(s) lié(s) en dépendent.', {}, LONG),
  ).toBeVisible();
  expect(shownOrder()).toEqual(SEEDED);
});

test('a new source is saved for its database; a deleted one is named in the body', async () => {
  const capture = captureRequests(server, '/api/modelDatabaseSource/');
  const user = await openSources();
  await user.click(screen.getByRole('button', { name: 'Ajouter une source' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nouvelle source' });
  await user.type(within(dialog).getByLabelText(/^Nom/), 'Sauvegarde');
  await user.click(within(dialog).getByLabelText(/^Connexion/));
  await user.paste('postgresql://sauvegarde@db-scolarite.local:5432/scolarite');
  await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(shownOrder()).toEqual([...SEEDED, 'Sauvegarde']), LONG);
  expect(await capture.bodies('POST', '/api/modelDatabaseSource/save')).toEqual([
    {
      modelDatabaseSource_name: 'Sauvegarde',
      modelDatabaseSource_connection: 'postgresql://sauvegarde@db-scolarite.local:5432/scolarite',
      modelDatabase_id: 1,
    },
  ]);

  const created = Number(
    screen
      .getByRole('button', { name: /^Déplacer « Sauvegarde »/ })
      .closest('li')
      ?.getAttribute('data-source-id'),
  );
  await user.click(screen.getByRole('button', { name: 'Supprimer « Sauvegarde »' }));
  const confirm = await screen.findByRole('dialog', {
    name: 'Supprimer la source « Sauvegarde » ?',
  });
  await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
  await waitFor(() => expect(shownOrder()).toEqual(SEEDED));
  expect(await capture.bodies('DELETE', '/api/modelDatabaseSource/delete')).toEqual([
    { modelDatabaseSource_id: created },
  ]);
  capture.stop();
});
