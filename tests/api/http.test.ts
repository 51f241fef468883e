import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ApiError, MalformedResponseError, NetworkError } from '../../src/api/errors';
import { buildUrl, callEndpoint } from '../../src/api/http';
import { TOKEN_KEY } from '../../src/api/token';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

test('without a stored token no Authorization header is sent', async () => {
  let authorization: string | null = 'unset';
  server.use(
    http.get('/api/health', ({ request }) => {
      authorization = request.headers.get('authorization');
      return HttpResponse.json({ status: 'ok', data: {} });
    }),
  );
  await callEndpoint('health');
  expect(authorization).toBeNull();
});

test('the stored token is sent as a Bearer token', async () => {
  localStorage.setItem(TOKEN_KEY, 'abc');
  let authorization: string | null = null;
  server.use(
    http.get('/api/auth/me', ({ request }) => {
      authorization = request.headers.get('authorization');
      return HttpResponse.json({ status: 'ok', user: {} });
    }),
  );
  await callEndpoint('auth.me');
  expect(authorization).toBe('Bearer abc');
});

test.each([400, 401, 403, 404, 500, 503])(
  'status %i raises "HTTP error! status: %i" carrying status and body',
  async (status) => {
    const body = { status: 'error', message: 'Refusé' };
    server.use(http.get('/api/health', () => HttpResponse.json(body, { status })));
    const error = await callEndpoint('health').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`HTTP error! status: ${status}`);
    expect((error as ApiError).status).toBe(status);
    expect((error as ApiError).body).toEqual(body);
  },
);

test('a non-JSON error body is kept as text', async () => {
  server.use(http.get('/api/health', () => new HttpResponse('Bad Gateway', { status: 502 })));
  const error = (await callEndpoint('health').catch((caught: unknown) => caught)) as ApiError;
  expect(error.message).toBe('HTTP error! status: 502');
  expect(error.body).toBe('Bad Gateway');
});

test('a network failure raises a French NetworkError', async () => {
  server.use(http.get('/api/health', () => HttpResponse.error()));
  const error = await callEndpoint('health').catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(NetworkError);
  expect((error as Error).message).toBe(
    'Impossible de joindre le serveur. Vérifiez votre connexion puis réessayez.',
  );
});

test('a 200 answer that is not JSON raises a French MalformedResponseError', async () => {
  server.use(http.get('/api/health', () => new HttpResponse('<html>proxy</html>')));
  const error = await callEndpoint('health').catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(MalformedResponseError);
  expect((error as Error).message).toBe(
    'Réponse inattendue du serveur (le contenu reçu n’est pas du JSON).',
  );
});

test('an abort signal is passed through and the abort is not disguised', async () => {
  server.use(
    http.get('/api/health', async () => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return HttpResponse.json({ status: 'ok', data: {} });
    }),
  );
  const controller = new AbortController();
  const pending = callEndpoint('health', { signal: controller.signal });
  controller.abort();
  await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
});

describe('buildUrl', () => {
  test('fills placeholders, encodes them, and sends the rest as a query string', () => {
    expect(buildUrl('task.logs', { execution_id: 'a/b', level: 'error' })).toBe(
      '/api/task/logs/a%2Fb?level=error',
    );
  });
  test('joins arrays with commas and leaves out empty values', () => {
    expect(
      buildUrl('student.getStudents', { ids: ['1', '2'], q: '', dren_id: undefined, ok: false }),
    ).toBe('/api/student/get_students?ids=1%2C2&ok=false');
  });
  test('refuses a call whose path parameter is missing: a programming error', () => {
    expect(() => buildUrl('task.get', {})).toThrow(
      "Erreur de programmation : paramètre manquant « task_id » pour l'appel task.get.",
    );
  });
  test('a missing path parameter is not taken for a network loss', async () => {
    const error = await callEndpoint('task.get', {}).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'ProgrammingError' });
    expect(error).not.toBeInstanceOf(NetworkError);
  });
});
