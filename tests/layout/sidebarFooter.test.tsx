import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MOBILE_QUERY } from '../../src/constants/sidebar';
import { SIDEBAR_COOKIE } from '../../src/layout/sidebar/sidebarCookie';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';

setupDemoServer();

const USER_BUTTON = /^Menu de l'utilisateur admin, Administrateur$/;

const sidebar = async () => within(await screen.findByRole('complementary'));
const appBar = () => within(screen.getByRole('banner'));

/** What the app bar must no longer hold: it keeps the title, the search and the health dot. */
const expectAppBarWithoutMenus = () => {
  expect(appBar().getByRole('button', { name: 'Rechercher une page (Ctrl+K)' })).toBeVisible();
  expect(appBar().getByRole('status')).toBeInTheDocument();
  for (const name of [USER_BUTTON, 'Sites liés', /thème/]) {
    expect(appBar().queryByRole('button', { name })).toBeNull();
  }
};

const setMobile = (mobile: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: mobile && query === MOBILE_QUERY,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = `${SIDEBAR_COOKIE}=; path=/; max-age=0`;
});

describe('expanded sidebar', () => {
  test('its foot holds the linked sites, the theme switch and the user with name and role', async () => {
    await renderAppAs('admin', '/');
    const aside = await screen.findByRole('complementary');
    const footer = within(aside.querySelector('footer')!);
    expect(aside.lastElementChild).toBe(aside.querySelector('footer'));
    expect(footer.getByRole('button', { name: 'Sites liés' })).toHaveTextContent('Sites liés');
    expect(footer.getByRole('button', { name: 'Passer au thème sombre' })).toHaveTextContent(
      'Thème sombre',
    );
    const user = await footer.findByRole('button', { name: USER_BUTTON });
    expect(user).toHaveTextContent('admin');
    expect(user).toHaveTextContent('Administrateur');
    expectAppBarWithoutMenus();
  });

  test('the user opens "Mon profil" and "Se déconnecter"; "Mon profil" goes to /account', async () => {
    await renderAppAs('admin', '/');
    await userEvent.click(await (await sidebar()).findByRole('button', { name: USER_BUTTON }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getByText('admin@education.gouv.ci')).toBeInTheDocument();
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Mon profil',
      'Se déconnecter',
    ]);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Mon profil' }));
    await waitFor(() => expect(window.location.pathname).toBe('/account'));
  });

  test('"Sites liés" lists six sites, each opening in a new tab', async () => {
    await renderAppAs('control', '/');
    await userEvent.click((await sidebar()).getByRole('button', { name: 'Sites liés' }));
    const links = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(links).toHaveLength(6);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test('the theme switch turns to dark and says it can go back to light', async () => {
    await renderAppAs('agent', '/');
    await userEvent.click(
      (await sidebar()).getByRole('button', { name: 'Passer au thème sombre' }),
    );
    expect(
      await (await sidebar()).findByRole('button', { name: 'Passer au thème clair' }),
    ).toHaveTextContent('Thème clair');
    expect(localStorage.getItem('app-theme')).toBe('dark');
  });
});

test('collapsed to icons: each footer button is an icon named by a tooltip shown at once', async () => {
  document.cookie = `${SIDEBAR_COOKIE}=false; path=/`;
  await renderAppAs('admin', '/');
  const aside = await sidebar();
  const user = await aside.findByRole('button', { name: USER_BUTTON });
  for (const [button, tooltip] of [
    [aside.getByRole('button', { name: 'Sites liés' }), 'Sites liés'],
    [aside.getByRole('button', { name: 'Passer au thème sombre' }), 'Passer au thème sombre'],
    [user, 'admin (Administrateur)'],
  ] as const) {
    expect(button.textContent).toBe('');
    await userEvent.hover(button);
    expect(screen.getByRole('tooltip')).toHaveTextContent(tooltip);
    await userEvent.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  }
});

test('below 768px the footer sits at the foot of the sheet, and "Mon profil" closes it', async () => {
  setMobile(true);
  await renderAppAs('admin', '/');
  const open = await screen.findByRole('button', { name: 'Ouvrir le menu (Ctrl+B)' });
  expectAppBarWithoutMenus();
  await userEvent.click(open);
  const sheet = document.querySelector<HTMLElement>('.MuiDrawer-paper')!;
  const footer = sheet.querySelector('footer')!;
  expect(sheet.lastElementChild).toBe(footer);
  expect(within(footer).getByRole('button', { name: 'Sites liés' })).toBeInTheDocument();
  expect(
    within(footer).getByRole('button', { name: 'Passer au thème sombre' }),
  ).toBeInTheDocument();
  await userEvent.click(within(footer).getByRole('button', { name: USER_BUTTON }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Mon profil' }));
  await waitFor(() => expect(window.location.pathname).toBe('/account'));
  await waitFor(() => expect(document.querySelector('.MuiDrawer-paper')).toBeNull());
});

test('from the keyboard, the user menu opens on "Mon profil" and Escape gives the focus back', async () => {
  await renderAppAs('admin', '/');
  const button = await (await sidebar()).findByRole('button', { name: USER_BUTTON });
  button.focus();
  await userEvent.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  await waitFor(() =>
    expect(within(menu).getByRole('menuitem', { name: 'Mon profil' })).toHaveFocus(),
  );
  expect(within(menu).getByText('admin')).not.toHaveAttribute('tabindex');
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  expect(button).toHaveFocus();
});
