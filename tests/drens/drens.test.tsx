import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { dataProvider } from '../../src/api/dataProvider';
import type { Dren } from '../../src/api/types';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import { captureQueries, filterOf, lastQuery } from '../schools/queries';

const server = setupDemoServer();
afterEach(() => server.resetHandlers());

/** Integration tests on a machine shared with other jobs: generous waits. */
const SLOW = { timeout: 15_000 };

const DREN_PATH = '/api/dren/get_drens';

test('the DREN list asks the server for a sorted, paged, searched list', async () => {
  const queries = captureQueries(server, DREN_PATH);
  await renderAppAs('agent', '/dren');
  await screen.findByRole('columnheader', { name: /Élèves/ }, SLOW);
  await waitFor(() =>
    expect(lastQuery(queries)).toMatchObject({
      sort: 'dren_name',
      order: 'ASC',
      page: '1',
      perPage: '50',
    }),
  );

  const user = userEvent.setup();
  await user.click(screen.getByPlaceholderText('Nom, code ou ville'));
  await user.paste('abidjan');
  await waitFor(() => expect(lastQuery(queries)).toMatchObject({ q: 'abidjan', page: '1' }), SLOW);

  await user.click(
    within(screen.getByRole('columnheader', { name: /Élèves/ })).getByRole('button'),
  );
  await waitFor(
    () => expect(lastQuery(queries)).toMatchObject({ sort: 'dren_studentCount', q: 'abidjan' }),
    SLOW,
  );
});

test('each DREN shows its figures and its validated share with a bar', async () => {
  const drens: Partial<Dren>[] = [
    { dren_id: 1, dren_code: 'D01', dren_name: 'Abidjan 1', dren_city: 'Abidjan' },
    { dren_id: 2, dren_code: 'D02', dren_name: 'Bouaké', dren_city: 'Bouaké' },
    { dren_id: 3, dren_code: 'D03', dren_name: 'Daloa', dren_city: 'Daloa' },
  ];
  const figures = [
    { dren_schoolCount: 12, dren_studentCount: 8, dren_validatedCount: 3 },
    { dren_schoolCount: 0, dren_studentCount: 0, dren_validatedCount: 0 },
    // A server counting more validated students than students: said, not hidden as 100 %.
    { dren_schoolCount: 2, dren_studentCount: 10, dren_validatedCount: 12 },
  ];
  server.use(
    http.get(`*${DREN_PATH}`, () =>
      HttpResponse.json({
        status: 'ok',
        data: drens.map((dren, index) => ({ ...dren, ...figures[index] })),
        total: 3,
      }),
    ),
  );
  await renderAppAs('agent', '/dren');
  const row = (await screen.findByRole('link', { name: 'Abidjan 1' }, SLOW)).closest('tr')!;
  // The page's text is matched with its no-break spaces read as spaces.
  expect(within(row).getByText('37,5 %')).toBeInTheDocument();
  expect(within(row).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '38');
  expect(within(row).getByText('12')).toBeInTheDocument();
  const empty = screen.getByRole('link', { name: 'Bouaké' }).closest('tr')!;
  expect(within(empty).getByText('—')).toBeInTheDocument();
  const over = screen.getByRole('link', { name: 'Daloa' }).closest('tr')!;
  expect(within(over).getByText('plus de 100 %')).toBeInTheDocument();
  expect(within(over).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
});

test('a DREN’s page lists its schools and links to its students', async () => {
  await renderAppAs('agent', '/');
  const { data } = await dataProvider.getList<Dren & { id: number }>('dren', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'dren_name', order: 'ASC' },
    filter: {},
  });
  const dren = data[0];
  const schools = captureQueries(server, '/api/school/get_schools');
  window.history.pushState(null, '', `/dren/${dren.dren_id}/show`);
  window.dispatchEvent(new PopStateEvent('popstate'));

  const section = await screen.findByRole('region', { name: 'Écoles de la DREN' }, SLOW);
  expect(
    await screen.findByRole('heading', { level: 1, name: dren.dren_name }, SLOW),
  ).toBeInTheDocument();
  await waitFor(() =>
    expect(lastQuery(schools)).toMatchObject({ dren_id: String(dren.dren_id), perPage: '25' }),
  );
  const { data: expected } = await dataProvider.getList('school', {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'school_name', order: 'ASC' },
    filter: { dren_id: dren.dren_id },
  });
  const first = await within(section).findByRole('link', { name: expected[0].school_name }, SLOW);
  expect(first).toHaveAttribute('href', `/school/${expected[0].school_id}/show`);
  expect(within(section).getAllByRole('row')).toHaveLength(expected.length + 1);

  const students = screen.getByRole('link', { name: /Voir les élèves de cette DREN/ });
  expect(students.getAttribute('href')).toBe(
    `/student?filter=${encodeURIComponent(JSON.stringify({ dren_id: dren.dren_id }))}`,
  );
  expect(filterOf(students.getAttribute('href'))).toEqual({ dren_id: dren.dren_id });
  expect(screen.getByText(dren.dren_code)).toBeInTheDocument();
});
