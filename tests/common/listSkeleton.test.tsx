import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { MOBILE_QUERY } from '../../src/constants/sidebar';
import { renderAppAs, setupDemoServer, type DemoAccount } from '../helpers/demoApp';

const server = setupDemoServer();
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});

/** Holds every answer of `path` until `release()`: the list stays on its first load. */
const holdAnswers = (path: string) => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  // A handler that returns nothing lets the demo API's own handler answer.
  server.use(http.get(`*${path}`, async () => void (await gate)));
  return () => release();
};

const setNarrow = () =>
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

const LOADING = 'Chargement de la liste…';
const skeleton = async () =>
  (await screen.findByText(LOADING)).closest<HTMLElement>('[role=status]')!;

const cases: { list: string; account: DemoAccount; path: string; api: string; titles: string[] }[] =
  [
    {
      list: 'DREN',
      account: 'agent',
      path: '/dren',
      api: '/api/dren/get_drens',
      titles: ['Code', 'Nom', 'Ville', 'Écoles', 'Élèves', 'Validés'],
    },
    {
      list: 'Écoles',
      account: 'control',
      path: '/school',
      api: '/api/school/get_schools',
      titles: ['Code', 'Nom', 'Ville', 'Type', 'DREN', 'Élèves', 'Validés', 'À corriger'],
    },
    {
      list: 'Élèves à corriger',
      account: 'control',
      path: '/schoolValidationIssues',
      api: '/api/school/get_schools_with_issues',
      titles: ['Code', 'Nom', 'Ville', 'Type', 'DREN', 'Élèves', 'Validés', 'À corriger'],
    },
    {
      list: 'Élèves',
      account: 'control',
      path: '/student',
      api: '/api/student/get_students',
      titles: [
        'Photo',
        'Matricule',
        'Nom',
        'Prénoms',
        'Classe',
        'École',
        'DREN',
        'État',
        'Mis à jour le',
      ],
    },
  ];

test.each(cases)(
  '$list: its own columns over 10 grey rows until the first answer, then its rows',
  async ({ account, path, api, titles }) => {
    const release = holdAnswers(api);
    await renderAppAs(account, path);
    const status = await skeleton();
    const headers = within(status).getAllByRole('columnheader', { hidden: true });
    expect(headers.map((cell) => cell.textContent)).toEqual(titles);
    expect(within(status).getAllByRole('row', { hidden: true })).toHaveLength(1 + 10);
    expect(within(screen.getByRole('main')).queryByText(/Aucun|Aucune/)).toBeNull();

    release();
    await waitFor(() => expect(screen.queryByText(LOADING)).toBeNull());
    expect(document.querySelectorAll('main tbody tr').length).toBeGreaterThan(0);
    // The same titles as the table that takes its place.
    const table = within(screen.getByRole('main')).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(titles);
  },
);

test.each(cases)(
  '$list under 768px: rows of the simple list’s shape until the first answer',
  async ({ account, path, api }) => {
    setNarrow();
    const release = holdAnswers(api);
    await renderAppAs(account, path);
    const status = await skeleton();
    expect(within(status).queryByRole('table', { hidden: true })).toBeNull();
    const items = within(status).getAllByRole('listitem', { hidden: true });
    expect(items).toHaveLength(10);
    // A primary line and three lines of details, as the simple list's rows have.
    expect(items[0].querySelectorAll('.MuiSkeleton-root').length).toBeGreaterThanOrEqual(4);

    release();
    await waitFor(() => expect(screen.queryByText(LOADING)).toBeNull());
    expect(
      document.querySelectorAll('main [class*=RaSimpleList-root] > li').length,
    ).toBeGreaterThan(0);
  },
);
