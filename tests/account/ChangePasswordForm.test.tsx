import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, testDataProvider } from 'react-admin';
import { Toaster } from 'sonner';
import NotificationBridge from '../../src/layout/NotificationBridge';
import { ApiError, toHttpError } from '../../src/api/errors';
import { TOKEN_KEY } from '../../src/api/token';
import ChangePasswordForm from '../../src/account/ChangePasswordForm';
import { i18nProvider } from '../../src/i18n/i18nProvider';

const renderForm = (call: (name: string, options: unknown) => Promise<unknown>) =>
  render(
    <AdminContext dataProvider={testDataProvider({ call } as never)} i18nProvider={i18nProvider}>
      <ChangePasswordForm />
      <NotificationBridge />
      <Toaster />
    </AdminContext>,
  );

const fill = async (current: string, next: string, confirmation: string) => {
  if (current) await userEvent.type(screen.getByLabelText(/Mot de passe actuel/), current);
  if (next) await userEvent.type(screen.getByLabelText(/^Nouveau mot de passe/), next);
  if (confirmation)
    await userEvent.type(
      screen.getByLabelText(/Confirmation du nouveau mot de passe/),
      confirmation,
    );
  await userEvent.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
};

test('every field is required and nothing is sent', async () => {
  const call = vi.fn();
  renderForm(call);
  await fill('', '', '');
  expect(await screen.findByText('Le mot de passe actuel est obligatoire.')).toBeInTheDocument();
  expect(screen.getByText('Le nouveau mot de passe est obligatoire.')).toBeInTheDocument();
  expect(screen.getByText('Veuillez confirmer le nouveau mot de passe.')).toBeInTheDocument();
  expect(call).not.toHaveBeenCalled();
});

test('the new password needs 8 characters and a matching confirmation', async () => {
  const call = vi.fn();
  renderForm(call);
  await fill('ancien-mdp', 'court', 'autre');
  expect(
    await screen.findByText('Le mot de passe doit contenir au moins 8 caractères.'),
  ).toBeInTheDocument();
  expect(
    screen.getByText('La confirmation ne correspond pas au nouveau mot de passe.'),
  ).toBeInTheDocument();
  expect(call).not.toHaveBeenCalled();
});

test('a valid change posts the current and new passwords', async () => {
  const call = vi.fn(async () => null);
  renderForm(call);
  await fill('ancien-mdp', 'nouveau-mdp', 'nouveau-mdp');
  await waitFor(() =>
    expect(call).toHaveBeenCalledWith('auth.changePassword', {
      body: { currentPassword: 'ancien-mdp', newPassword: 'nouveau-mdp' },
    }),
  );
  expect(await screen.findByText('Votre mot de passe a été modifié.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText(/Mot de passe actuel/)).toHaveValue(''));
  expect(screen.getByLabelText(/^Nouveau mot de passe/)).toHaveValue('');
  expect(screen.getByLabelText(/Confirmation du nouveau mot de passe/)).toHaveValue('');
});

test('the new token of the answer replaces the stored one (the other sessions end)', async () => {
  localStorage.setItem(TOKEN_KEY, 'ancien-jeton');
  renderForm(async () => ({ token: 'nouveau-jeton' }));
  await fill('ancien-mdp', 'nouveau-mdp', 'nouveau-mdp');
  await waitFor(() => expect(localStorage.getItem(TOKEN_KEY)).toBe('nouveau-jeton'));
});

test('a refusal puts the server message on its field and keeps what was typed', async () => {
  const refusal = toHttpError(
    new ApiError('HTTP error! status: 400', 400, {
      status: 'error',
      message: 'Mot de passe actuel incorrect.',
      errors: { currentPassword: 'Mot de passe actuel incorrect.' },
    }),
  );
  renderForm(vi.fn(async () => Promise.reject(refusal)));
  await fill('mauvais-mdp', 'nouveau-mdp', 'nouveau-mdp');
  expect(await screen.findAllByText('Mot de passe actuel incorrect.')).not.toHaveLength(0);
  expect(screen.getByLabelText(/Mot de passe actuel/)).toHaveValue('mauvais-mdp');
  expect(screen.getByLabelText(/^Nouveau mot de passe/)).toHaveValue('nouveau-mdp');
});

test('the new password may be neither only spaces nor over 128 characters (shared rules)', async () => {
  const call = vi.fn();
  renderForm(call);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Mot de passe actuel/), 'ancien-mdp');
  const next = screen.getByLabelText(/^Nouveau mot de passe/);
  await user.click(next);
  await user.paste('          ');
  await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
  expect(
    await screen.findByText('Le mot de passe ne peut pas être composé uniquement d’espaces.'),
  ).toBeInTheDocument();
  await user.clear(next);
  await user.paste('m'.repeat(129));
  expect(
    await screen.findByText('Le mot de passe ne doit pas dépasser 128 caractères.'),
  ).toBeInTheDocument();
  expect(call).not.toHaveBeenCalled();
});
