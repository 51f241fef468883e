import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RaRecord } from 'react-admin';
import { dataProvider } from '../../../src/api/dataProvider';
import { login } from '../../../src/auth/session';
import { recordNotice, type NoticeAction } from '../../../src/common/recordNotice';
import { fieldsOf, type ResourceDeclaration } from '../../../src/resource/declare';
import { noticeOf, textsOf } from '../../../src/resource/derivedTexts';
import { displayValue } from '../../../src/resource/views/displayValue';
import { renderAppAs } from '../../helpers/demoApp';
import { seen } from '../../helpers/seen';
import { fillForm, formHolds, labelOf } from './fillForm';
import {
  accountFor,
  readerOnly,
  representationOf,
  storedRecords,
  twoRecordsToWrite,
} from './moduleRecords';

type Declaration = ResourceDeclaration<object>;

// Generous: the first render of a file compiles the app's chunks, on a shared machine.
const LONG = { timeout: 45_000 };
const REQUIRED = 'Ce champ est obligatoire.';
const UNKNOWN = 'Champ inconnu : il ne fait pas partie de cet élément.';

/**
 * What every module gets from its declaration, checked from the user's side on the demo API,
 * for any declaration: a module's own test is left with what it adds (its rules' messages,
 * its `check`, its seed). `tests/resource/everyModule.test.tsx` runs it on every module of
 * the registry whose views are generated. Needs `setupDemoServer()` in the calling file.
 */
export const describeGeneratedModule = (declaration: Declaration) =>
  describe(`${declaration.name} (${declaration.label.many})`, () => {
    if (declaration.page) describePage(declaration);
    if (declaration.section) describeSection(declaration);
    describeDemoApi(declaration);
  });

/** The text of a record's first column, its keyboard way in (a link, or a section's button). */
const mainCell = (declaration: Declaration, record: RaRecord) => {
  const [name, field] = fieldsOf(declaration).find(([, each]) => each.inList !== false)!;
  return displayValue(field, record[name]);
};

/** The toast naming a write, once seen. */
const notice = (declaration: Declaration, action: NoticeAction, record: RaRecord) =>
  seen(
    screen.findByText(
      recordNotice(noticeOf(declaration), action, representationOf(declaration, record)),
      {},
      LONG,
    ),
  );

const deleteTitle = (declaration: Declaration, record: RaRecord) =>
  textsOf(declaration).deleteTitle.replace(
    '%{recordRepresentation}',
    representationOf(declaration, record),
  );

const writes = (declaration: Declaration) =>
  ['create', 'update', 'delete'].every(
    (action) => action in declaration.endpoints && accountFor(declaration, 'create'),
  );

/** The menu entry's name: the page's title, alone (« Années scolaires », not « … (exemple) »). */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

function describePage(declaration: Declaration) {
  const path = `/${declaration.name}`;
  const title = declaration.page!.title;
  const refused = accountFor(declaration, 'read', false);

  test('its menu entry opens its list, with the stored records', async () => {
    const [first] = await storedRecords(declaration);
    await renderAppAs(accountFor(declaration, 'read')!, '/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: exactly(title) }, LONG));
    await waitFor(() => expect(window.location.pathname).toBe(path));
    expect(await screen.findByRole('link', { name: mainCell(declaration, first) }, LONG)).toBe(
      screen.getAllByRole('link', { name: mainCell(declaration, first) })[0],
    );
  }, 60_000);

  test.runIf(refused)(
    'a user without its roles has no entry and is sent home',
    async () => {
      await renderAppAs(refused!, path);
      await waitFor(() => expect(window.location.pathname).toBe('/'), LONG);
      expect(screen.queryByRole('link', { name: exactly(title) })).toBeNull();
    },
    60_000,
  );

  test.runIf(writes(declaration))(
    'created, edited and deleted through its pages, each write named in its notice',
    async () => {
      const [first, second] = await twoRecordsToWrite(declaration);
      await renderAppAs(accountFor(declaration, 'create')!, `${path}/create`);
      const user = userEvent.setup();
      const [[, field]] = fieldsOf(declaration).filter(([, each]) => !each.readOnly);
      await screen.findByLabelText(labelOf(field.label), {}, LONG);
      await fillForm(user, document.body, declaration, first);
      await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
      await notice(declaration, 'created', first);

      await user.click(
        await screen.findByRole('link', { name: mainCell(declaration, first) }, LONG),
      );
      await formHolds(document.body, declaration, first);
      await fillForm(user, document.body, declaration, second, first);
      await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
      await notice(declaration, 'updated', second);

      await user.click(
        await screen.findByRole('link', { name: mainCell(declaration, second) }, LONG),
      );
      await user.click(await screen.findByRole('button', { name: 'Supprimer' }, LONG));
      const confirm = await screen.findByRole('dialog', { name: deleteTitle(declaration, second) });
      await user.click(within(confirm).getByRole('button', { name: 'Confirmer' }));
      await notice(declaration, 'deleted', second);
    },
    150_000,
  );

  test.runIf(declaration.endpoints.getOne)(
    'its show page lists every field',
    async () => {
      const [first] = await storedRecords(declaration);
      await renderAppAs(accountFor(declaration, 'read')!, `${path}/${first.id}/show`);
      const main = await screen.findByRole('main', {}, LONG);
      for (const [, field] of fieldsOf(declaration))
        expect(await within(main).findByText(field.label, {}, LONG)).toBeInTheDocument();
    },
    60_000,
  );
}

function describeSection(declaration: Declaration) {
  const { of, target, title = declaration.label.many } = declaration.section!;
  const section = () => screen.findByRole('region', { name: title }, LONG);
  const readOnly = readerOnly(declaration);

  test(`a section of the ${of} page, with its stored records`, async () => {
    const [first] = await storedRecords(declaration);
    await renderAppAs(accountFor(declaration, 'read')!, `/${of}/${first[target]}/show`);
    expect(
      await within(await section()).findAllByText(mainCell(declaration, first), {}, LONG),
    ).not.toHaveLength(0);
  }, 60_000);

  test('an owner without any shows its empty sentence', async () => {
    const owners = new Set((await storedRecords(declaration)).map((record) => record[target]));
    const { data } = await dataProvider.getList(of, {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    const owner = data.find(({ id }) => !owners.has(id))!;
    await renderAppAs(accountFor(declaration, 'read')!, `/${of}/${owner.id}/show`);
    const empty = textsOf(declaration).empty;
    expect(await within(await section()).findByText(empty, {}, LONG)).toBeInTheDocument();
  }, 60_000);

  test.runIf(readOnly)(
    'a user who may read but not write sees no « Ajouter »',
    async () => {
      const [first] = await storedRecords(declaration);
      await renderAppAs(readOnly!, `/${of}/${first[target]}/show`);
      await within(await section()).findAllByText(mainCell(declaration, first), {}, LONG);
      expect(within(await section()).queryByRole('button', { name: 'Ajouter' })).toBeNull();
    },
    60_000,
  );

  test.runIf(writes(declaration))(
    'added, edited and deleted in its dialog, each write named in its notice',
    async () => {
      const [first, second] = await twoRecordsToWrite(declaration);
      await renderAppAs(accountFor(declaration, 'create')!, `/${of}/${first[target]}/show`);
      const user = userEvent.setup();
      await user.click(within(await section()).getByRole('button', { name: 'Ajouter' }));
      const create = await screen.findByRole('dialog', { name: textsOf(declaration).createTitle });
      await fillForm(user, create, declaration, first);
      await user.click(within(create).getByRole('button', { name: 'Enregistrer' }));
      await notice(declaration, 'created', first);

      const open = async (record: RaRecord) => {
        const row = within(await section()).findByRole(
          'button',
          { name: mainCell(declaration, record) },
          LONG,
        );
        await user.click(await row);
        const name = `Modifier « ${representationOf(declaration, record)} »`;
        return screen.findByRole('dialog', { name }, LONG);
      };
      const edit = await open(first);
      await formHolds(edit, declaration, first);
      await fillForm(user, edit, declaration, second, first);
      await user.click(within(edit).getByRole('button', { name: 'Enregistrer' }));
      await notice(declaration, 'updated', second);

      await user.click(within(await open(second)).getByRole('button', { name: 'Supprimer' }));
      const confirm = await screen.findByRole('dialog', { name: deleteTitle(declaration, second) });
      await user.click(within(confirm).getByRole('button', { name: 'Confirmer' }));
      await notice(declaration, 'deleted', second);
    },
    150_000,
  );
}

function describeDemoApi(declaration: Declaration) {
  const create = (data: Record<string, unknown>) =>
    dataProvider.create(declaration.name, { data }).catch((caught: unknown) => caught);

  test.runIf(declaration.endpoints.create)(
    'the demo API refuses an empty record, each required field named, and an unknown field',
    async () => {
      const [stored] = await storedRecords(declaration);
      const required = fieldsOf(declaration)
        .filter(([, field]) => field.required && !field.readOnly)
        .map(([name]) => name)
        .concat(declaration.section ? [declaration.section.target] : []);
      expect(await create({})).toMatchObject({
        status: 400,
        body: { errors: Object.fromEntries(required.map((name) => [name, REQUIRED])) },
      });
      const { id: _id, ...record } = stored;
      expect(await create({ ...record, zz_unknown: 1 })).toMatchObject({
        status: 400,
        body: { errors: { zz_unknown: UNKNOWN } },
      });
    },
  );

  const refused = accountFor(declaration, 'create', false);
  test.runIf(declaration.endpoints.create && refused)(
    'the demo API refuses a write from a user without its roles (403)',
    async () => {
      await login(refused!, refused!);
      expect(await create({})).toMatchObject({ status: 403 });
    },
  );
}
