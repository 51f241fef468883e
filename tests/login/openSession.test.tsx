import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { TOKEN_KEY } from '../../src/api/token';
import { endSession } from '../../src/auth/session';
import LoginScreen from '../../src/login/LoginScreen';

const admin = {
  login_id: 1,
  login_name: 'admin',
  login_email: 'admin@education.ci',
  login_role: 'admin',
  login_additionalRoles: [],
};
let loggedOut: (string | null)[] = [];
const server = setupServer(
  http.get('/api/auth/me', () => HttpResponse.json({ status: 'ok', user: admin })),
  http.post('/api/auth/logout', ({ request }) => {
    loggedOut.push(request.headers.get('authorization'));
    return HttpResponse.json({ status: 'ok', data: null });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  loggedOut = [];
  server.resetHandlers();
  endSession();
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());

const renderLogin = (onLogin = vi.fn(async () => undefined)) => {
  render(<LoginScreen onLogin={onLogin} />);
  return onLogin;
};

test('with a session open, /login says who is connected and offers no login form', async () => {
  localStorage.setItem(TOKEN_KEY, 'jeton-admin');
  window.history.replaceState(null, '', '/login?next=%2Fstudent');
  renderLogin();
  expect(await screen.findByText('admin', { selector: 'strong' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Vous êtes connecté en tant que admin.');
  expect(screen.queryByLabelText('Mot de passe')).toBeNull();
  expect(screen.getByRole('link', { name: "Revenir à l'application" })).toHaveAttribute(
    'href',
    '/student',
  );
});

test.each(['/.//evil.example/phish', '/%2e//evil.example/phish', '/./\\evil.example/phish'])(
  '« Revenir à l’application » of next=%s stays on this site',
  async (next) => {
    localStorage.setItem(TOKEN_KEY, 'jeton-admin');
    window.history.replaceState(null, '', `/login?next=${encodeURIComponent(next)}`);
    renderLogin();
    await screen.findByText('admin', { selector: 'strong' });
    expect(screen.getByRole('link', { name: "Revenir à l'application" })).toHaveAttribute(
      'href',
      '/',
    );
  },
);

test('"Se déconnecter" ends the session (the other tabs follow the token, the server is told) and shows the form', async () => {
  localStorage.setItem(TOKEN_KEY, 'jeton-admin');
  localStorage.setItem('RaStore.student.listParams', '{"filter":{"q":"Kone"}}');
  renderLogin();
  await screen.findByText('admin', { selector: 'strong' });
  await userEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
  expect(await screen.findByLabelText('Mot de passe')).toBeInTheDocument();
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  expect(localStorage.getItem('RaStore.student.listParams')).toBeNull();
  await waitFor(() => expect(loggedOut).toEqual(['Bearer jeton-admin']));
});

test('a stored token the server refuses opens no session: it is forgotten, the form shows', async () => {
  localStorage.setItem(TOKEN_KEY, 'périmé');
  server.use(http.get('/api/auth/me', () => HttpResponse.json({}, { status: 401 })));
  renderLogin();
  expect(await screen.findByLabelText('Mot de passe')).toBeInTheDocument();
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
});

test('when the server cannot say whose session it is, the notice still offers to log out', async () => {
  localStorage.setItem(TOKEN_KEY, 'jeton');
  server.use(http.get('/api/auth/me', () => HttpResponse.error()));
  renderLogin();
  expect(
    await screen.findByText('Une session est déjà ouverte dans ce navigateur.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
});

test('a login made in another tab turns the form into the notice', async () => {
  renderLogin();
  await screen.findByLabelText('Mot de passe');
  localStorage.setItem(TOKEN_KEY, 'jeton-admin');
  window.dispatchEvent(
    new StorageEvent('storage', { key: TOKEN_KEY, oldValue: null, newValue: 'jeton-admin' }),
  );
  expect(await screen.findByText('admin', { selector: 'strong' })).toBeInTheDocument();
});

test('this form’s own login, which stores the token, does not show the notice', async () => {
  const onLogin = vi.fn(() => {
    localStorage.setItem(TOKEN_KEY, 'jeton-admin');
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY, newValue: 'x' }));
    return new Promise<never>(() => undefined);
  });
  renderLogin(onLogin);
  await userEvent.type(screen.getByLabelText('Identifiant'), 'admin');
  await userEvent.type(screen.getByLabelText('Mot de passe'), 'admin');
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
  expect(onLogin).toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Connexion…' })).toBeInTheDocument();
  expect(screen.queryByText('Se déconnecter')).toBeNull();
});
