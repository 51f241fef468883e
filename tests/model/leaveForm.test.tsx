import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// Aliased: the helper is no React hook, whatever its name says (react-hooks/rules-of-hooks).
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';

setupDemoServer(200);
const LONG = { timeout: 15_000 };
const UNSAVED =
  "Certains changements n'ont pas été enregistrés. Êtes-vous sûr(e) de vouloir quitter cette page ?";

test('a link out of a database form with unsaved changes asks first', async () => {
  const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
  const user = userEvent.setup();
  await renderAppAs('admin', '/model-database/1');
  const name = await screen.findByLabelText(/^Nom/, {}, LONG);
  await waitFor(() => expect(name).toHaveValue('Scolarité'), LONG);
  await user.type(name, ' nationale');

  await user.click(screen.getByRole('link', { name: 'Entités' }));
  expect(confirm).toHaveBeenCalledWith(UNSAVED);
  expect(window.location.pathname).toBe('/model-database/1');
  expect(screen.getByLabelText(/^Nom/)).toHaveValue('Scolarité nationale');

  confirm.mockReturnValue(true);
  await user.click(screen.getByRole('link', { name: 'Entités' }));
  await waitFor(() => expect(window.location.pathname).toBe('/model-entity'), LONG);
  confirm.mockRestore();
});
