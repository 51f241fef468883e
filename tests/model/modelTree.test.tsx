import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import LocationTreePage from '../../src/model/LocationTreePage';
import { captureRequests } from '../users/captureRequests';
import { renderModelPage, setupModelServer } from './harness';
import { seen } from '../helpers/seen';

const server = setupModelServer();
const HIERARCHY = '/api/modelLocation/updateHierarchy';
const LONG = { timeout: 10_000 };

beforeAll(() => {
  // headless-tree scrolls the focused item into view; jsdom has no layout.
  Element.prototype.scrollIntoView = () => undefined;
});

const openTree = async () => {
  const user = userEvent.setup();
  renderModelPage(<LocationTreePage />);
  await screen.findByRole('treeitem', { name: "Côte d'Ivoire, Pays" }, LONG);
  return user;
};

/** Selects a node through the search, which opens the path to it. */
const selectNode = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(screen.getByLabelText('Rechercher dans l’arborescence'));
  await user.paste(name);
  await screen.findByRole('heading', { name }, LONG);
};

const place = () => screen.getByText('Emplacement').nextElementSibling?.textContent;

const moveWithDialog = async (user: ReturnType<typeof userEvent.setup>, parent: string) => {
  await user.click(screen.getByRole('button', { name: 'Déplacer vers…' }));
  const dialog = await screen.findByRole('dialog');
  const input = within(dialog).getByRole('combobox', { name: 'Nouveau parent' });
  await user.clear(input);
  await user.paste(parent);
  // An option reads its name, then its kind.
  await user.click(await screen.findByRole('option', { name: (name) => name.startsWith(parent) }));
  return dialog;
};

test('“Déplacer vers…” sends the new structure and the tree follows at once', async () => {
  const capture = captureRequests(server, HIERARCHY);
  const user = await openTree();
  await selectNode(user, 'Salle de réunion (12e étage)');
  expect(place()).toMatch(/› Tour D$/);

  const dialog = await moveWithDialog(user, 'Tour E');
  expect(within(dialog).getByRole('combobox', { name: 'Position' })).toHaveTextContent(
    'Après « Bureaux de la DSPS (5e étage) »',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Déplacer' }));

  expect(place()).toMatch(/› Tour E$/);
  expect(
    await screen.findByText(
      '« Salle de réunion (12e étage) » déplacé dans « Tour E », en position 2 sur 2.',
      {},
      LONG,
    ),
  ).toBeVisible();
  await waitFor(async () =>
    expect(await capture.bodies('POST', HIERARCHY)).toEqual([
      {
        nodes: [
          { id: 22, parentId: 21, order: 0 },
          { id: 20, parentId: 21, order: 1 },
          { id: 19, parentId: 18, order: 0 },
        ],
      },
    ]),
  );
  capture.stop();
});

test('a move the server refuses is undone, with a French message', async () => {
  server.use(
    http.post(`*${HIERARCHY}`, () =>
      HttpResponse.json({ status: 'error', message: 'Structure refusée.' }, { status: 400 }),
    ),
  );
  const user = await openTree();
  await selectNode(user, 'Salle de réunion (12e étage)');
  const dialog = await moveWithDialog(user, 'Tour E');
  await user.click(within(dialog).getByRole('button', { name: 'Déplacer' }));

  expect(
    await screen.findByText('Déplacement annulé : Structure refusée.', {}, LONG),
  ).toBeVisible();
  expect(place()).toMatch(/› Tour D$/);
});

test('a node cannot be moved under one of its descendants: nothing is sent', async () => {
  const capture = captureRequests(server, HIERARCHY);
  const user = await openTree();
  await selectNode(user, 'Tour D');
  const dialog = await moveWithDialog(user, 'Salle serveurs (niveau -1)');

  expect(
    within(dialog).getByText(
      'Impossible de placer « Tour D » sous lui-même ou sous un de ses descendants.',
    ),
  ).toBeVisible();
  expect(within(dialog).getByRole('button', { name: 'Déplacer' })).toBeDisabled();
  await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
  expect(capture.requests).toHaveLength(0);
  capture.stop();
});

test('a node moves by keyboard: Ctrl+Maj+D, arrows, Entrée', async () => {
  const capture = captureRequests(server, HIERARCHY);
  const user = await openTree();
  await selectNode(user, 'Salle serveurs (niveau -1)');
  const item = screen.getByRole('treeitem', { name: 'Salle serveurs (niveau -1), Salle' });
  item.focus();
  await user.keyboard('{Control>}{Shift>}D{/Shift}{/Control}');
  expect(
    await screen.findByText(/^Déplacement de « Salle serveurs \(niveau -1\) »/),
  ).toBeInTheDocument();
  await user.keyboard('{ArrowDown}{ArrowDown}');
  // Tour D has 2 children, the moved one included: the last place is the 2nd of 2.
  expect(
    screen.getByText('« Salle serveurs (niveau -1) », rang 2 sur 2 dans « Tour D »'),
  ).toBeInTheDocument();
  await user.keyboard('{Enter}');

  await waitFor(async () => expect(await capture.bodies('POST', HIERARCHY)).toHaveLength(1));
  const [{ nodes }] = (await capture.bodies('POST', HIERARCHY)) as { nodes: unknown[] }[];
  expect(nodes).toEqual([
    { id: 20, parentId: 18, order: 0 },
    { id: 19, parentId: 18, order: 1 },
  ]);
  // The tree shows the new order at once.
  const names = screen.getAllByRole('treeitem').map((row) => row.getAttribute('aria-label'));
  expect(names.indexOf('Salle de réunion (12e étage), Salle')).toBeLessThan(
    names.indexOf('Salle serveurs (niveau -1), Salle'),
  );
  capture.stop();
});

const order = () =>
  screen
    .getAllByRole('treeitem')
    .map((row) => row.getAttribute('aria-label'))
    .filter((name) => name?.startsWith('Salle'));

test('a move’s toast says what moved where; « Annuler » puts it back through updateHierarchy', async () => {
  const capture = captureRequests(server, HIERARCHY);
  const user = await openTree();
  await selectNode(user, 'Salle serveurs (niveau -1)');
  const before = order();
  screen.getByRole('treeitem', { name: 'Salle serveurs (niveau -1), Salle' }).focus();
  await user.keyboard('{Control>}{Shift>}D{/Shift}{/Control}');
  await screen.findByText(/^Déplacement de « Salle serveurs \(niveau -1\) »/);
  await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

  const toast = (
    await screen.findByText(
      '« Salle serveurs (niveau -1) » déplacé dans « Tour D », en position 2 sur 2.',
      {},
      LONG,
    )
  ).closest('li')!;
  expect(order()).not.toEqual(before);
  // fireEvent: sonner's pointer handlers need setPointerCapture, which jsdom lacks.
  fireEvent.click(within(toast).getByRole('button', { name: 'Annuler' }));

  await waitFor(
    () =>
      expect(
        screen.getByText(
          '« Salle serveurs (niveau -1) » remis dans « Tour D », en position 1 sur 2.',
        ),
      ).toBeVisible(),
    LONG,
  );
  expect(order()).toEqual(before);
  await waitFor(async () => expect(await capture.bodies('POST', HIERARCHY)).toHaveLength(2));
  const [, undo] = (await capture.bodies('POST', HIERARCHY)) as { nodes: { id: number }[] }[];
  expect([...undo.nodes].sort((a, b) => a.id - b.id)).toEqual([
    { id: 19, parentId: 18, order: 0 },
    { id: 20, parentId: 18, order: 1 },
  ]);
  capture.stop();
});

test('an undo the server refuses leaves the node where it was moved, and says why', async () => {
  const user = await openTree();
  await selectNode(user, 'Salle de réunion (12e étage)');
  const dialog = await moveWithDialog(user, 'Tour E');
  await user.click(within(dialog).getByRole('button', { name: 'Déplacer' }));
  const toast = (await screen.findByText(/déplacé dans « Tour E »/, {}, LONG)).closest('li')!;
  server.use(
    http.post(`*${HIERARCHY}`, () =>
      HttpResponse.json({ status: 'error', message: 'Structure refusée.' }, { status: 400 }),
    ),
  );
  fireEvent.click(within(toast).getByRole('button', { name: 'Annuler' }));

  await waitFor(
    () => expect(screen.getByText('Annulation impossible : Structure refusée.')).toBeVisible(),
    LONG,
  );
  expect(place()).toMatch(/› Tour E$/);
});

test('deleting a node says what happens to its children, re-attaches them, then deletes it', async () => {
  const capture = captureRequests(server, '/api/modelLocation/');
  const user = await openTree();
  await selectNode(user, 'Tour D');
  await user.click(screen.getByRole('button', { name: 'Supprimer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Supprimer « Tour D » ?' });
  expect(dialog).toHaveTextContent(
    'L’élément « Tour D » sera supprimé définitivement. Ses 2 éléments enfants ne seront pas supprimés : ils seront rattachés à « Cité administrative du Plateau », à sa place.',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));

  // The toast is in the page before it shows (sonner mounts it, then animates it in).
  await waitFor(
    () => expect(screen.getByText('L’élément « Tour D » a été supprimé.')).toBeVisible(),
    LONG,
  );
  expect(screen.queryByRole('treeitem', { name: 'Tour D, Bâtiment' })).toBeNull();
  expect(await capture.bodies('POST', HIERARCHY)).toEqual([
    {
      nodes: [
        { id: 19, parentId: 17, order: 0 },
        { id: 20, parentId: 17, order: 1 },
        { id: 21, parentId: 17, order: 2 },
      ],
    },
  ]);
  expect(capture.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
    '/api/modelLocation/delete/18',
  ]);
  capture.stop();
});

test('a new child: a server 400 lands on its field, and what was typed stays', async () => {
  server.use(
    http.post('*/api/modelLocation/save', () =>
      HttpResponse.json(
        {
          status: 'error',
          message: 'Vérifiez les champs.',
          errors: { modelLocation_name: 'Ce nom existe déjà ici.' },
        },
        { status: 400 },
      ),
    ),
  );
  const user = await openTree();
  await selectNode(user, 'Tour E');
  await user.click(screen.getByRole('button', { name: 'Ajouter un enfant' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nouvel élément dans « Tour E »' });
  await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(dialog).findAllByText('Ce champ est requis')).toHaveLength(2);

  await user.type(within(dialog).getByLabelText(/^Nom/), 'Salle 42');
  await user.click(within(dialog).getByRole('combobox', { name: /^Type/ }));
  await user.click(await screen.findByRole('option', { name: 'Salle' }));
  await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

  await seen(within(dialog).findByText('Ce nom existe déjà ici.', {}, LONG));
  expect(within(dialog).getByLabelText(/^Nom/)).toHaveValue('Salle 42');
});

test('closing a form with unsaved changes asks first; refusing keeps what was typed', async () => {
  const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
  const user = await openTree();
  await selectNode(user, 'Tour E');
  await user.click(screen.getByRole('button', { name: 'Modifier' }));
  const dialog = await screen.findByRole('dialog', { name: 'Modifier « Tour E »' });
  await user.type(within(dialog).getByLabelText(/^Nom/), ' (rénovée)');
  await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));

  expect(confirm).toHaveBeenCalledWith(
    "Certains changements n'ont pas été enregistrés. Êtes-vous sûr(e) de vouloir quitter cette page ?",
  );
  expect(within(dialog).getByLabelText(/^Nom/)).toHaveValue('Tour E (rénovée)');
  confirm.mockRestore();
});
