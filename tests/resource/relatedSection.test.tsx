import { screen, within } from '@testing-library/react';
import { dataProvider } from '../../src/api/dataProvider';
import { login } from '../../src/auth/session';
import { defineResource } from '../../src/resource/declare';
import { allPages } from '../../src/resource/pageCatalog';
import { registerResource } from '../../src/resource/register';
import { MOBILE_QUERY } from '../../src/constants/sidebar';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';

interface Workshop {
  workshop_id: number;
  school_id: number;
  workshop_name: string;
  workshop_level: string;
}

/**
 * A read-only list shown on the school's page, with no page of its own. Its names and title
 * say « test », so that a real module (a school's classes) never collides with it.
 */
const workshops = defineResource<Workshop>({
  name: 'testWorkshops',
  label: { one: 'Atelier (test)', many: 'Ateliers (test)' },
  idField: 'workshop_id',
  endpoints: { list: { method: 'GET', path: '/api/testWorkshop/list', body: false } },
  section: { of: 'school', target: 'school_id' },
  fields: {
    workshop_name: { label: 'Atelier', type: 'text' },
    workshop_level: {
      label: 'Niveau',
      type: 'choice',
      choices: [
        { id: '6e', name: 'Sixième' },
        { id: '3e', name: 'Troisième' },
      ],
    },
  },
  defaultSort: { field: 'workshop_name', order: 'ASC' },
  texts: { empty: 'Aucun atelier dans cette école.' },
  demoSeed: (tables) =>
    tables.schools.records.slice(0, 2).flatMap((school, index) =>
      ['6e', '3e'].map((level, rank) => ({
        workshop_id: index * 2 + rank + 1,
        school_id: school.school_id,
        workshop_name: `${level} ${school.school_name}`,
        workshop_level: level,
      })),
    ),
});
registerResource(workshops);
setupDemoServer(100);

const firstSchools = async () => {
  await login('agent', 'agent');
  const { data } = await dataProvider.getList('school', {
    pagination: { page: 1, perPage: 3 },
    sort: { field: 'id', order: 'ASC' },
    filter: {},
  });
  return data;
};

test('a module without a page adds no route, menu or palette entry', () => {
  expect(allPages().map(({ path }) => path)).not.toContain('/testWorkshops');
});

test('the school’s page shows the records its module declares, with their French columns', async () => {
  const [school, other] = await firstSchools();
  await renderAppAs('agent', `/school/${school.id}/show`);
  const section = await screen.findByRole('region', { name: 'Ateliers (test)' });
  const rows = await within(section).findAllByRole('row');
  expect(rows.map((row) => row.textContent)).toEqual([
    'AtelierNiveau',
    `3e ${school.school_name}Troisième`,
    `6e ${school.school_name}Sixième`,
  ]);
  expect(within(section).queryByText(`6e ${other.school_name}`)).toBeNull();
});

test('a school without any says so in French', async () => {
  const [, , third] = await firstSchools();
  await renderAppAs('agent', `/school/${third.id}/show`);
  const section = await screen.findByRole('region', { name: 'Ateliers (test)' });
  expect(await within(section).findByText('Aucun atelier dans cette école.')).toBeInTheDocument();
});

test('at 375 px the section lists one line per record, no table', async () => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === MOBILE_QUERY,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
  try {
    const [school] = await firstSchools();
    await renderAppAs('agent', `/school/${school.id}/show`);
    const section = await screen.findByRole('region', { name: 'Ateliers (test)' });
    expect(await within(section).findByText(`3e ${school.school_name}`)).toBeInTheDocument();
    expect(within(section).getByText('Sixième')).toBeInTheDocument();
    expect(within(section).queryByRole('table')).toBeNull();
  } finally {
    vi.unstubAllGlobals();
  }
});
