import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dataProvider } from '../../src/api/dataProvider';
import { login } from '../../src/auth/session';
import { registerResource } from '../../src/resource/register';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import classes from './schoolClasses/resource';

// In the app, src/collectPages.ts registers src/<feature>/resource.ts by itself.
registerResource(classes);
const server = setupDemoServer(100);

const LONG = { timeout: 20_000 };

const firstSchool = async () => {
  await login('admin', 'admin');
  const { data } = await dataProvider.getList('school', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'ASC' },
    filter: {},
  });
  return data[0];
};

const classesOf = async (schoolId: number) => {
  await login('admin', 'admin');
  const { data } = await dataProvider.getList('exampleClasses', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'classe_name', order: 'ASC' },
    filter: { school_id: schoolId },
  });
  return data.map(({ classe_name, school_id }) => ({ classe_name, school_id }));
};

/** The bodies the app sent to the classes' save call, and how often it read the school. */
const watchRequests = () => {
  const saved: unknown[] = [];
  let schoolReads = 0;
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/exampleClasse/save')
      void request
        .clone()
        .json()
        .then((body) => saved.push(body));
    if (pathname.startsWith('/api/school/get_school')) schoolReads++;
  });
  return { saved, schoolReads: () => schoolReads };
};
afterEach(() => server.events.removeAllListeners());

const section = () => screen.findByRole('region', { name: 'Classes (exemple)' }, LONG);

test('an admin adds, edits and deletes a class from the school’s page; its school is sent and kept', async () => {
  const school = await firstSchool();
  const requests = watchRequests();
  await renderAppAs('admin', `/school/${school.id}/show`);
  const user = userEvent.setup();
  const classesSection = await section();
  await within(classesSection).findByText('3ème B', {}, LONG);

  await user.click(within(classesSection).getByRole('button', { name: 'Ajouter' }));
  const create = await screen.findByRole('dialog', { name: 'Nouvelle classe' });
  expect(within(create).queryByLabelText(/school_id/)).toBeNull();
  // As on the creation page: nothing typed, nothing to save.
  expect(within(create).getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  await user.type(within(create).getByLabelText(/^Classe\s\*$/), '6ème C');
  await user.click(within(create).getByRole('button', { name: 'Enregistrer' }));
  expect(await within(create).findByText('Ce champ est obligatoire.')).toBeInTheDocument();
  await user.click(within(create).getByLabelText(/^Niveau/));
  await user.click(await screen.findByRole('option', { name: '6ème' }));
  const readsBefore = requests.schoolReads();
  await user.click(within(create).getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText('Classe « 6ème C » créée', {}, LONG)).toBeVisible();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await within(classesSection).findByText('6ème C', {}, LONG);
  expect(requests.saved[0]).toMatchObject({ classe_name: '6ème C', school_id: school.id });
  await waitFor(() => expect(requests.schoolReads()).toBeGreaterThan(readsBefore));

  await user.click(within(classesSection).getByText('6ème C'));
  const edit = await screen.findByRole('dialog', { name: 'Modifier « 6ème C »' }, LONG);
  const name = within(edit).getByLabelText(/^Classe\s\*$/);
  await user.clear(name);
  await user.type(name, '6ème D');
  await user.click(within(edit).getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText('Classe « 6ème D » modifiée', {}, LONG)).toBeVisible();
  await within(classesSection).findByText('6ème D', {}, LONG);
  expect(await classesOf(school.id)).toContainEqual({
    classe_name: '6ème D',
    school_id: school.id,
  });

  await user.click(within(classesSection).getByText('6ème D'));
  const again = await screen.findByRole('dialog', { name: 'Modifier « 6ème D »' }, LONG);
  await user.click(within(again).getByRole('button', { name: 'Supprimer' }));
  const confirm = await screen.findByRole('dialog', { name: 'Supprimer la classe « 6ème D » ?' });
  expect(within(confirm).getByText('Cette classe sera supprimée définitivement.')).toBeVisible();
  await user.click(within(confirm).getByRole('button', { name: 'Confirmer' }));
  expect(await screen.findByText('Classe « 6ème D » supprimée', {}, LONG)).toBeVisible();
  await waitFor(() => expect(within(classesSection).queryByText('6ème D')).toBeNull(), LONG);
  expect((await classesOf(school.id)).map(({ classe_name }) => classe_name)).toEqual([
    '3ème B',
    '6ème A',
  ]);
}, 60_000);

test('any user reads the classes; only admins may write them (section and demo API)', async () => {
  const school = await firstSchool();
  await renderAppAs('agent', `/school/${school.id}/show`);
  const user = userEvent.setup();
  const classesSection = await section();
  await user.click(await within(classesSection).findByText('6ème A', {}, LONG));
  expect(within(classesSection).queryByRole('button', { name: 'Ajouter' })).toBeNull();
  expect(screen.queryByRole('dialog')).toBeNull();
  const refused = await dataProvider
    .create('exampleClasses', {
      data: { classe_name: '6ème Z', classe_level: '6ème', school_id: school.id },
    })
    .catch((caught: unknown) => caught);
  expect(refused).toMatchObject({ status: 403 });
}, 30_000);

test('the demo API refuses a class without its school', async () => {
  await login('admin', 'admin');
  const refused = await dataProvider
    .create('exampleClasses', { data: { classe_name: '6ème Z', classe_level: '6ème' } })
    .catch((caught: unknown) => caught);
  expect(refused).toMatchObject({
    status: 400,
    body: { errors: { school_id: expect.any(String) } },
  });
});
