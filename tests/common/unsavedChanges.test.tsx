import { act, screen, waitFor, within } from '@testing-library/react';
import { renderAppAs } from '../helpers/demoApp';
import { demoServer, setupUser } from '../students/helpers';

demoServer(200);

const UNSAVED =
  "Certains changements n'ont pas été enregistrés. Êtes-vous sûr(e) de vouloir quitter cette page ?";

const menuLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Menu principal' })).getByRole('link', { name });

const typeDraft = async (path: string, label: RegExp, text: string) => {
  const user = setupUser();
  await renderAppAs('admin', path);
  const field = await screen.findByLabelText(label, {}, { timeout: 20_000 });
  await user.type(field, text);
  return user;
};

test('a sidebar link asks in French before leaving a draft; refusing keeps it', async () => {
  const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
  const user = await typeDraft('/service-messages/create', /^Titre/, 'Coupure prévue');

  await user.click(menuLink('Élèves'));
  await waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED));
  expect(window.location.pathname).toBe('/service-messages/create');
  expect(screen.getByLabelText(/^Titre/)).toHaveValue('Coupure prévue');

  confirm.mockReturnValue(true);
  await user.click(menuLink('Élèves'));
  await waitFor(() => expect(window.location.pathname).toBe('/student'));
});

test('the password form of /account asks as well', async () => {
  const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
  const user = await typeDraft('/account', /^Mot de passe actuel/, 'secret');
  await user.click(menuLink('Accueil'));
  await waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED));
  expect(window.location.pathname).toBe('/account');
});

// Last: the refused Back leaves a late history move behind it (jsdom), which would carry the
// next test's app to this one's page.
test('the Back button asks too', async () => {
  const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
  const user = setupUser();
  await renderAppAs('admin', '/users');
  await user.click(await screen.findByText('admin', { selector: 'main td *' }));
  const fullName = await screen.findByLabelText(/^Nom complet/);
  await waitFor(() => expect(fullName).not.toHaveValue(''));
  const editPath = window.location.pathname;
  const saved = (fullName as HTMLInputElement).value;
  await user.type(fullName, ' bis');

  act(() => window.history.back());
  await waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED));
  await waitFor(() => expect(window.location.pathname).toBe(editPath));
  expect(screen.getByLabelText(/^Nom complet/)).toHaveValue(`${saved} bis`);
});
