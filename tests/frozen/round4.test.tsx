import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dataProvider } from '../../src/api/dataProvider';
import { login } from '../../src/auth/session';
import { registerResource } from '../../src/resource/register';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import schoolClasses from './round4/schoolClasses';
import schoolYears from './round4/schoolYears';

// The example modules of docs/resources.md as written in round 4 (issue 43), frozen: neither
// they nor this test are edited again. A change of the declaration format that breaks them
// must be additive instead, or come with a codemod (docs/resources.md, « A stable format »).
registerResource(schoolYears);
registerResource(schoolClasses);
setupDemoServer(100);

const LONG = { timeout: 20_000 };

test('round 4’s school years: list, rules and notices as they were', async () => {
  await renderAppAs('admin', '/exampleSchoolYears');
  expect(await screen.findByText('2025-2026', {}, LONG)).toBeInTheDocument();
  const refused = await dataProvider
    .create('exampleSchoolYears', { data: { schoolYear_label: '2026' } })
    .catch((caught: unknown) => caught);
  expect(refused).toMatchObject({
    status: 400,
    body: { errors: { schoolYear_label: 'Format attendu : 2025-2026.' } },
  });
  await dataProvider.create('exampleSchoolYears', {
    data: {
      schoolYear_label: '2026-2027',
      schoolYear_start: '2026-09-07',
      schoolYear_end: '2027-06-25',
    },
  });
}, 30_000);

test('round 4’s classes: the section and its dialog on the school’s page', async () => {
  await login('admin', 'admin');
  const { data } = await dataProvider.getList('school', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'ASC' },
    filter: {},
  });
  await renderAppAs('admin', `/school/${data[0].id}/show`);
  const section = await screen.findByRole('region', { name: 'Classes (exemple)' }, LONG);
  expect(await within(section).findByText('6ème A', {}, LONG)).toBeInTheDocument();
  await userEvent.setup().click(within(section).getByRole('button', { name: 'Ajouter' }));
  expect(await screen.findByRole('dialog', { name: 'Nouvelle classe' })).toBeInTheDocument();
}, 30_000);
