import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '../../src/api/types';
import CommandPalette from '../../src/layout/palette/CommandPalette';
import PaletteButton from '../../src/layout/palette/PaletteButton';
import { closeCommandPalette, openCommandPalette } from '../../src/layout/palette/paletteControl';
import { palettePages, searchPages } from '../../src/layout/palette/palettePages';
import { useLocation } from 'react-router-dom';
import { LocationProbe, TestAdmin } from '../helpers/TestAdmin';

const renderPalette = (roles: Role[] = ['admin']) =>
  render(
    <TestAdmin roles={roles} path="/depart">
      <PaletteButton disableRipple />
      <CommandPalette />
      <LocationProbe />
      <SearchProbe />
    </TestAdmin>,
  );

const SearchProbe = () => <output aria-label="search">{useLocation().search}</output>;
const searchParam = () => decodeURIComponent(screen.getByLabelText('search').textContent ?? '');

const openPalette = async () => {
  act(openCommandPalette);
  return screen.findByRole('dialog');
};

const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
const titleOf = (option: HTMLElement) =>
  option.querySelector('.MuiListItemText-primary')?.textContent;

const paths = (roles: Role[]) => palettePages(roles).map(({ path }) => path);
const options = () => screen.getAllByRole('option');
const selectedTitle = () => titleOf(screen.getByRole('option', { selected: true }));

afterEach(() => act(closeCommandPalette));

describe('pages offered', () => {
  test('control sees /photos but not /users, nor the admin-only pages', () => {
    expect(paths(['control'])).toContain('/photos');
    expect(paths(['control'])).not.toContain('/users');
    expect(paths(['control'])).not.toContain('/dev');
  });

  test('no page whose content would only be refused: statistics and synchronisation pages open to all', () => {
    const reserved = [
      '/sync',
      '/statsDashboardBySchool',
      '/statsDashboardStudents',
      '/validationDashboardBySchool',
    ];
    for (const path of reserved) expect(paths([])).not.toContain(path);
    expect(paths(['control'])).toEqual(expect.arrayContaining(reserved.slice(1)));
    expect(paths(['admin'])).toEqual(expect.arrayContaining(reserved));
  });

  test('dev_api_list sees /dev, hidden from the menu, but not /photos', () => {
    expect(paths(['dev_api_list'])).toContain('/dev');
    expect(paths(['dev_api_list'])).not.toContain('/photos');
  });

  test('every user gets the pages without roles, /account included, never /login', () => {
    expect(paths([])).toEqual(expect.arrayContaining(['/', '/student', '/account']));
    expect(paths([])).not.toContain('/photos');
    expect(paths(['admin'])).not.toContain('/login');
  });

  test('the search filters the visible pages only', () => {
    expect(searchPages(['control'], 'utilisateur')).toEqual([]);
    expect(searchPages(['admin'], 'utilisateur').map(({ path }) => path)).toEqual([
      '/users',
      '/service-messages', // "Messages affichés aux utilisateurs"
    ]);
  });
});

describe('the dialog', () => {
  test('has the spec’s title, description, placeholder and empty text', async () => {
    renderPalette();
    const dialog = await openPalette();
    expect(dialog).toHaveAccessibleName('Command Palette');
    expect(dialog).toHaveAccessibleDescription('Search for a command to run...');
    const input = within(dialog).getByPlaceholderText('Rechercher une page...');
    // One character matching no page: nothing at all is offered.
    await userEvent.type(input, 'ŵ');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Aucun résultat trouvé.');
    expect(within(dialog).queryAllByRole('option')).toEqual([]);
  });

  test('no page matching: the spec’s empty text, above the searches in the lists it offers', async () => {
    renderPalette();
    const dialog = await openPalette();
    await userEvent.type(within(dialog).getByRole('combobox'), 'introuvable');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Aucun résultat trouvé.');
    expect(within(dialog).getAllByRole('option').map(titleOf)).toEqual([
      'Rechercher « introuvable » dans les élèves',
      'Rechercher « introuvable » dans les écoles',
    ]);
    // A page matching: no empty text.
    await userEvent.clear(within(dialog).getByRole('combobox'));
    await userEvent.type(within(dialog).getByRole('combobox'), 'écoles');
    expect(within(dialog).queryByText('Aucun résultat trouvé.')).toBeNull();
  });

  test('lists the pages the user may see, with title and description', async () => {
    renderPalette(['control']);
    const dialog = await openPalette();
    expect(await within(dialog).findByRole('option', { name: /Photos/ })).toBeInTheDocument();
    expect(within(dialog).getByText('Rechercher et consulter les élèves')).toBeInTheDocument();
    expect(within(dialog).queryByText('Utilisateurs')).toBeNull();
    expect(within(dialog).getByRole('listbox')).toHaveStyle({ maxHeight: '300px' });
  });

  test('an accent-free query finds the page with accents', async () => {
    renderPalette(['admin']);
    const dialog = await openPalette();
    await within(dialog).findAllByRole('option');
    await userEvent.type(screen.getByRole('combobox'), 'eleve');
    expect(options().map((option) => option.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('Élèves')]),
    );
    expect(within(dialog).queryByText('DREN')).toBeNull();
  });

  test('arrow keys move the selection, wrapping round, and Enter navigates and closes', async () => {
    renderPalette(['admin']);
    await openPalette();
    const input = screen.getByRole('combobox');
    await userEvent.type(input, 'statistiques');
    const expected = searchPages(['admin'], 'statistiques');
    expect(expected.length).toBeGreaterThan(2);
    expect((await screen.findAllByRole('option')).map(titleOf)).toEqual([
      ...expected.map(({ title }) => title),
      'Rechercher « statistiques » dans les élèves',
      'Rechercher « statistiques » dans les écoles',
    ]);
    expect(selectedTitle()).toBe(expected[0].title);
    await userEvent.keyboard('{ArrowDown}');
    expect(selectedTitle()).toBe(expected[1].title);
    expect(input).toHaveAttribute('aria-activedescendant', options()[1].id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(selectedTitle()).toBe('Rechercher « statistiques » dans les écoles');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByLabelText('location')).toHaveTextContent(expected[2].path);
    await dialogClosed();
  });

  test('a click on a result navigates there', async () => {
    renderPalette(['admin']);
    const dialog = await openPalette();
    await userEvent.click(await within(dialog).findByRole('option', { name: /Utilisateurs/ }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/users');
    await dialogClosed();
  });

  test('Escape closes without navigating', async () => {
    renderPalette();
    await openPalette();
    await userEvent.keyboard('{Escape}');
    await dialogClosed();
    expect(screen.getByLabelText('location')).toHaveTextContent('/depart');
  });

  test('a name or matricule offers to search the students and the schools, opening the filtered list', async () => {
    renderPalette(['control']);
    const dialog = await openPalette();
    await userEvent.type(screen.getByRole('combobox'), 'KONÉ Awa');
    await userEvent.click(
      within(dialog).getByRole('option', { name: /Rechercher « KONÉ Awa » dans les élèves/ }),
    );
    expect(screen.getByLabelText('location')).toHaveTextContent('/student');
    expect(searchParam()).toBe('?filter={"q":"KONÉ Awa"}');
    await dialogClosed();

    await openPalette();
    await userEvent.type(screen.getByRole('combobox'), 'Tanda{ArrowUp}{Enter}');
    expect(screen.getByLabelText('location')).toHaveTextContent('/school');
    expect(searchParam()).toBe('?filter={"q":"Tanda"}');
  });

  test('each opening starts with an empty search', async () => {
    renderPalette();
    await openPalette();
    await userEvent.type(screen.getByRole('combobox'), 'photo');
    await userEvent.keyboard('{Escape}');
    await openPalette(); // at once, during the closing animation
    expect(screen.getByRole('combobox')).toHaveValue('');
  });
});

describe('opening', () => {
  test.each([
    ['Ctrl+K', '{Control>}k{/Control}'],
    ['Meta+K', '{Meta>}k{/Meta}'],
  ])('%s opens the palette and prevents the browser’s own shortcut', async (_name, keys) => {
    renderPalette();
    const onKey = vi.fn((event: KeyboardEvent) => event.defaultPrevented);
    window.addEventListener('keydown', onKey);
    await userEvent.keyboard(keys);
    window.removeEventListener('keydown', onKey);
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Command Palette');
    expect(onKey.mock.results.some(({ value }) => value === true)).toBe(true);
  });

  test('K alone does nothing', async () => {
    renderPalette();
    await userEvent.keyboard('k');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('the search button opens the palette with the cursor in the search field', async () => {
    renderPalette();
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher une page (Ctrl+K)' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox')).toHaveFocus());
  });
});

test('a page chosen puts the focus on the page’s content; Escape gives it back to the opener', async () => {
  render(
    <TestAdmin roles={['admin']} path="/depart">
      <PaletteButton disableRipple />
      <CommandPalette />
      <main id="main-content" tabIndex={-1} />
    </TestAdmin>,
  );
  const opener = screen.getByRole('button', { name: 'Rechercher une page (Ctrl+K)' });
  await userEvent.click(opener);
  await screen.findByRole('dialog');
  await userEvent.keyboard('{Escape}');
  await dialogClosed();
  await waitFor(() => expect(opener).toHaveFocus());

  await userEvent.click(opener);
  await screen.findByRole('dialog');
  await userEvent.type(await screen.findByRole('combobox'), 'utilisateurs{Enter}');
  await dialogClosed();
  await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
});
