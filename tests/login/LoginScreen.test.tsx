import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, toast } from 'sonner';
import LoginScreen from '../../src/login/LoginScreen';

const renderLogin = (
  onLogin: (login: string, password: string) => Promise<unknown> = vi.fn(async () => undefined),
) => {
  render(
    <>
      <LoginScreen onLogin={onLogin} />
      <Toaster />
    </>,
  );
  return onLogin;
};

afterEach(() => {
  toast.dismiss();
});

test('shows the app name, v1.3.4 and the two French fields', () => {
  renderLogin();
  expect(screen.getByRole('heading', { name: 'Carte Scolaire' })).toBeInTheDocument();
  expect(screen.getByText('Administration — v1.3.4')).toBeInTheDocument();
  expect(screen.getByLabelText('Identifiant')).toBeInTheDocument();
  expect(screen.getByLabelText('Mot de passe')).toBeInTheDocument();
});

test('both fields are required: nothing is sent while one is empty', async () => {
  const onLogin = renderLogin();
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
  expect(screen.getByText("L'identifiant est obligatoire.")).toBeInTheDocument();
  expect(screen.getByText('Le mot de passe est obligatoire.')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Identifiant'), 'admin');
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
  expect(screen.queryByText("L'identifiant est obligatoire.")).toBeNull();
  expect(onLogin).not.toHaveBeenCalled();
});

test('Enter submits, with a progress indicator while waiting', async () => {
  let finish: () => void = () => undefined;
  const onLogin = renderLogin(vi.fn(() => new Promise<void>((resolve) => (finish = resolve))));
  await userEvent.type(screen.getByLabelText('Identifiant'), ' admin ');
  await userEvent.type(screen.getByLabelText('Mot de passe'), 'secret{Enter}');
  expect(onLogin).toHaveBeenCalledWith('admin', 'secret');
  expect(screen.getByRole('progressbar', { name: 'Connexion en cours' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Connexion…/ })).toBeDisabled();
  finish();
});

test('a refused login shows the "Erreur d’authentification" toast for 4 s and keeps the fields', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderLogin(
    vi.fn(async () => Promise.reject(new Error('Identifiant ou mot de passe incorrect'))),
  );
  await user.type(screen.getByLabelText('Identifiant'), 'admin');
  await user.type(screen.getByLabelText('Mot de passe'), 'faux{Enter}');
  expect(await screen.findByText("Erreur d'authentification")).toBeInTheDocument();
  expect(screen.getByText('Identifiant ou mot de passe incorrect')).toBeInTheDocument();
  expect(screen.getByLabelText('Identifiant')).toHaveValue('admin');
  expect(screen.getByLabelText('Mot de passe')).toHaveValue('faux');
  await vi.advanceTimersByTimeAsync(3_500);
  expect(screen.getByText("Erreur d'authentification")).toBeInTheDocument();
  await vi.advanceTimersByTimeAsync(1_000);
  await waitFor(() => expect(screen.queryByText("Erreur d'authentification")).toBeNull());
  vi.useRealTimers();
});
