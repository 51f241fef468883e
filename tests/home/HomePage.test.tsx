import { getDefaultNormalizer, render, screen, within } from '@testing-library/react';
import type { Role } from '../../src/api/types';
import HomePage from '../../src/home/HomePage';
import { pageVisitsKey } from '../../src/home/pageVisits';
import { TestAdmin } from '../helpers/TestAdmin';

vi.mock('../../src/auth/session', () => ({
  useSession: () => ({
    user_login: 'Awa Koné',
    user_id: 7,
    user_roles: ['control'],
    isLoggedIn: true,
    token: 'jeton',
  }),
}));

const LISTS: Record<string, { data: object[]; total: number }> = {
  photos: { data: [{ id: 1 }], total: 1234 },
  schoolValidationIssues: { data: [{ id: 3 }], total: 17 },
  synchronization: {
    data: [{ id: 9, syncHistory_startedAt: '2025-03-12T14:05:00', syncHistory_status: 'error' }],
    total: 40,
  },
};

const fakeProvider = (failing: string[] = []) => ({
  call: vi.fn(async (name: string) => {
    if (failing.includes(name)) throw new Error('HTTP error! status: 500');
    return { total: 50000, validated: 1, pending: 2 };
  }),
  getList: vi.fn(async (resource: string) => {
    if (failing.includes(resource)) throw new Error('HTTP error! status: 500');
    return LISTS[resource];
  }),
});

const renderHome = (roles: Role[], provider = fakeProvider()) => {
  render(
    <TestAdmin roles={roles} dataProvider={provider}>
      <HomePage />
    </TestAdmin>,
  );
  return provider;
};

const figures = async () => within(await screen.findByRole('region', { name: 'Chiffres clés' }));
const figureLinks = async () =>
  (await figures())
    .getAllByRole('link')
    .map((link) => decodeURIComponent(link.getAttribute('href') ?? ''));
/** Each figure opens its list filtered exactly as it counts, whatever filter was used last. */
const STUDENTS = '/student?filter={}&sort=student_lastName&order=ASC';
/** « Photos à valider » opens the photo queue (issue 36), not the photo list. */
const PENDING_PHOTOS = '/validation?target=photo';
const ISSUES = '/schoolValidationIssues?filter={}&sort=school_issueCount&order=DESC';
const fr = (value: number) => new Intl.NumberFormat('fr-FR').format(value);
/** Keeps the narrow no-break spaces that the default text matching turns into spaces. */
const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

test('greets the user by name', async () => {
  renderHome([]);
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Bonjour Awa Koné');
});

test('an agent without roles sees only the students, and nothing else is asked', async () => {
  const provider = renderHome([]);
  expect(await figureLinks()).toEqual([STUDENTS]);
  expect(await (await figures()).findByText(fr(50000), exact)).toBeInTheDocument();
  expect(provider.call).toHaveBeenCalledWith('student.getStudentStats', expect.anything());
  expect(provider.getList).not.toHaveBeenCalled();
});

test('control sees students, photos and schools, not the synchronisation', async () => {
  const provider = renderHome(['control']);
  expect(await figureLinks()).toEqual([STUDENTS, PENDING_PHOTOS, ISSUES]);
  const cards = await figures();
  expect(await cards.findByText(fr(1234), exact)).toBeInTheDocument();
  expect(await cards.findByText('17')).toBeInTheDocument();
  const resources = provider.getList.mock.calls.map(([resource]) => resource);
  expect(resources).not.toContain('synchronization');
  expect(provider.getList).toHaveBeenCalledWith(
    'photos',
    expect.objectContaining({
      filter: { photo_state: 'pending' },
      pagination: { page: 1, perPage: 1 },
    }),
  );
});

test('admin sees all four, the last synchronisation with its date and status in French', async () => {
  const provider = renderHome(['admin']);
  expect(await figureLinks()).toEqual([STUDENTS, PENDING_PHOTOS, ISSUES, '/synchronization']);
  const sync = (await figures()).getByRole('link', { name: /Dernière synchronisation/ });
  expect(await within(sync).findByText('12/03/2025 14:05')).toBeInTheDocument();
  expect(within(sync).getByText('En échec')).toBeInTheDocument();
  expect(provider.getList).toHaveBeenCalledWith(
    'synchronization',
    expect.objectContaining({
      sort: { field: 'syncHistory_startedAt', order: 'DESC' },
      pagination: { page: 1, perPage: 1 },
    }),
  );
});

test.each(['hier', ''])(
  'a last synchronisation whose date is %j reads « date illisible », never « Aucune »',
  async (startedAt) => {
    const provider = fakeProvider();
    const run = { id: 9, syncHistory_startedAt: startedAt, syncHistory_status: 'success' };
    provider.getList.mockImplementation(async (resource: string) =>
      resource === 'synchronization' ? { data: [run], total: 1 } : LISTS[resource],
    );
    renderHome(['admin'], provider);
    const sync = (await figures()).getByRole('link', { name: /Dernière synchronisation/ });
    expect(await within(sync).findByText('date illisible')).toBeInTheDocument();
    expect(within(sync).getByText('Réussie')).toBeInTheDocument();
    expect(within(sync).queryByText('Aucune')).toBeNull();
  },
);

test('numbers are written the French way, with a narrow no-break space', async () => {
  renderHome(['control']);
  const cards = await figures();
  expect(await cards.findByText('50\u202f000', exact)).toBeInTheDocument();
  expect(cards.getByText('1\u202f234', exact)).toBeInTheDocument();
});

test('each card shows a skeleton while it loads', async () => {
  const pending = {
    call: () => new Promise(() => undefined),
    getList: () => new Promise(() => undefined),
  };
  render(
    <TestAdmin roles={['control']} dataProvider={pending}>
      <HomePage />
    </TestAdmin>,
  );
  expect(
    await screen.findByRole('progressbar', { name: 'Chargement : Élèves' }),
  ).toBeInTheDocument();
  expect(
    screen.getByRole('progressbar', { name: 'Chargement : Photos à valider' }),
  ).toBeInTheDocument();
});

test('a failed figure says so in French and the others still show', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  renderHome(['admin'], fakeProvider(['student.getStudentStats', 'photos']));
  const cards = await figures();
  expect(
    await within(cards.getByRole('link', { name: /Élèves/ })).findByText('Indisponible'),
  ).toBeInTheDocument();
  expect(
    await within(cards.getByRole('link', { name: /Photos à valider/ })).findByText('Indisponible'),
  ).toBeInTheDocument();
  expect(await cards.findByText('17')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Raccourcis' })).toBeInTheDocument();
  vi.restoreAllMocks();
});

test('the shortcuts show the most visited pages the user may still see', async () => {
  localStorage.setItem(pageVisitsKey(7), JSON.stringify({ '/users': 9, '/school': 4, '/dren': 6 }));
  renderHome(['control']);
  const shortcuts = within(await screen.findByRole('region', { name: 'Raccourcis' }));
  const links = shortcuts.getAllByRole('link').map((link) => link.getAttribute('href'));
  expect(links.slice(0, 2)).toEqual(['/dren', '/school']);
  expect(links).not.toContain('/users');
  expect(links).toHaveLength(6);
});

test('another user’s visits, or visits counted for the whole browser, shape no shortcut', async () => {
  localStorage.setItem(pageVisitsKey(8), JSON.stringify({ '/student': 40, '/photos': 30 }));
  localStorage.setItem('home-page-visits', JSON.stringify({ '/validation': 50 }));
  localStorage.setItem(pageVisitsKey(7), JSON.stringify({ '/school': 2 }));
  renderHome(['control']);
  const shortcuts = within(await screen.findByRole('region', { name: 'Raccourcis' }));
  const links = shortcuts.getAllByRole('link').map((link) => link.getAttribute('href'));
  expect(links[0]).toBe('/school');
  // Then the menu's first pages, in menu order: nobody's counts.
  expect(links.slice(1, 3)).toEqual(['/student', '/photos']);
  expect(localStorage.getItem('home-page-visits')).toBeNull();
  expect(localStorage.getItem(pageVisitsKey(8))).not.toBeNull();
});
