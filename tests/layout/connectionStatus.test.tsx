import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { callEndpoint } from '../../src/api/http';
import HealthIndicator from '../../src/layout/health/HealthIndicator';
import ConnectionBanner from '../../src/layout/health/ConnectionBanner';
import { connectionMessage } from '../../src/layout/health/connectionTexts';
import { TestAdmin } from '../helpers/TestAdmin';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const healthy = () =>
  server.use(http.get('/api/health', () => HttpResponse.json({ status: 'ok', data: {} })));
const unreachable = () => server.use(http.all('/api/*', () => HttpResponse.error()));

/** The browser's own signal: navigator.onLine and the event that says it changed. */
const setBrowserOnline = (online: boolean) =>
  act(() => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });

const renderHeader = () =>
  render(
    <TestAdmin dataProvider={{ call: (name: 'health') => callEndpoint(name) }}>
      <HealthIndicator />
      <ConnectionBanner />
    </TestAdmin>,
  );

const dot = () =>
  screen.getByRole('status', { name: /^(En ligne|Hors ligne|Serveur|Vérification)/ });

afterEach(() => setBrowserOnline(true));

test('the dot says online, offline on the browser’s signal, and online again when it is back', async () => {
  healthy();
  renderHeader();
  await vi.waitFor(() =>
    expect(dot()).toHaveAccessibleName(/^En ligne : serveur disponible \(vérifié à \d\d:\d\d\)$/),
  );
  expect(screen.queryByRole('alert')).toBeNull();

  setBrowserOnline(false);
  expect(dot()).toHaveAccessibleName(/^Hors ligne : pas de réseau sur cet ordinateur/);
  // One message for the connection and the decisions: kept and sent later, other saves fail.
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Hors ligne : pas de réseau sur cet ordinateur' +
      'Les décisions que vous prenez sont gardées dans ce navigateur et seront envoyées dès que le serveur répondra. Les autres enregistrements échoueront d’ici là.',
  );

  setBrowserOnline(true);
  await vi.waitFor(() => expect(dot()).toHaveAccessibleName(/^En ligne : serveur disponible/));
  expect(screen.queryByRole('alert')).toBeNull();
  // The banner's room is kept, saying so, until it is closed: nothing moves by itself.
  const back = screen.getByRole('status', { name: '' });
  expect(back).toHaveTextContent('Connexion rétablieTout fonctionne de nouveau.');
  await act(async () => screen.getByRole('button', { name: 'Fermer' }).click());
  expect(screen.queryByText('Connexion rétablie')).toBeNull();
});

test('a call that finds no server makes it unreachable, the next answer online again', async () => {
  healthy();
  renderHeader();
  await vi.waitFor(() => expect(dot()).toHaveAccessibleName(/^En ligne/));

  unreachable();
  await act(() => callEndpoint('auth.me').catch(() => undefined));
  expect(dot()).toHaveAccessibleName(/^Serveur injoignable \(vérifié à \d\d:\d\d\)$/);
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Serveur injoignable' +
      'Les décisions que vous prenez sont gardées dans ce navigateur et seront envoyées dès que le serveur répondra. Les autres enregistrements échoueront d’ici là. Nouvelle tentative toutes les 30 secondes.',
  );

  server.resetHandlers();
  server.use(http.get('/api/auth/me', () => HttpResponse.json({ status: 'ok', user: {} })));
  await act(() => callEndpoint('auth.me'));
  expect(dot()).toHaveAccessibleName(/^En ligne/);
});

test('offline, the health check still runs and fails instead of waiting for the network', async () => {
  setBrowserOnline(false);
  let checks = 0;
  server.use(
    http.get('/api/health', () => {
      checks += 1;
      return HttpResponse.error();
    }),
  );
  renderHeader();
  await vi.waitFor(() => expect(checks).toBe(1));
  expect(dot()).toHaveAccessibleName(/^Hors ligne/);
});

test('a gateway answering 502 means the API behind it is unreachable', async () => {
  server.use(http.get('/api/health', () => new HttpResponse('Bad Gateway', { status: 502 })));
  renderHeader();
  await vi.waitFor(() => expect(dot()).toHaveAccessibleName(/^Serveur injoignable/));
});

test('one message for the connection and the outbox: decisions kept and sent later, other saves fail', () => {
  expect(connectionMessage('offline', 3)).toEqual({
    title: 'Hors ligne : pas de réseau sur cet ordinateur',
    text: '3 décisions en attente d’envoi, gardées dans ce navigateur : envoyées dès que le serveur répondra. Les autres enregistrements échoueront d’ici là.',
    down: true,
  });
  expect(connectionMessage('unreachable', 1)?.text).toBe(
    '1 décision en attente d’envoi, gardée dans ce navigateur : envoyée dès que le serveur répondra. Les autres enregistrements échoueront d’ici là. Nouvelle tentative toutes les 30 secondes.',
  );
  // The server answers other calls, but these decisions got none.
  expect(connectionMessage('online', 2)).toEqual({
    title: '2 décisions en attente d’envoi',
    text: 'Pas de réponse du serveur : elles sont gardées dans ce navigateur et seront envoyées automatiquement.',
    down: false,
  });
  expect(connectionMessage('online', 0)).toBeNull();
  expect(connectionMessage('checking', 0)).toBeNull();
});
