import { checkApi, formatReport } from '../../scripts/checkApi/checkApi';
import { changesData } from '../../src/api/callKinds';
import { endpointNames, endpoints } from '../../src/api/endpoints';
import { startDemoServer } from '../demo/helpers';

startDemoServer();

/** The requests check-api sends, and a fetch that may change one answer on the way. */
const recording = (change?: (url: URL, answer: Record<string, unknown>) => void) => {
  const sent: { method: string; path: string }[] = [];
  const send: typeof fetch = async (input, init) => {
    const url = new URL(String(input));
    sent.push({ method: init?.method ?? 'GET', path: url.pathname });
    const response = await fetch(input, init);
    if (!change || !response.headers.get('content-type')?.includes('json')) return response;
    const answer = (await response.json()) as Record<string, unknown>;
    change(url, answer);
    return Response.json(answer, { status: response.status });
  };
  return { sent, send };
};

const run = (send: typeof fetch, password = 'admin') =>
  checkApi({ origin: location.origin, login: 'admin', password, fetch: send });

test('the demo API conforms: every call that only reads is made and its answer follows its schema', async () => {
  const { sent, send } = recording();
  const lines = await run(send);
  expect(lines.filter((line) => !line.ok || line.skipped)).toEqual([]);
  const reads = endpointNames.filter((name) => !changesData(endpoints[name]));
  const leases = ['validation.claim', 'validation.release'];
  expect(lines.map((line) => line.name).sort()).toEqual(
    ['auth.login', 'health (sans jeton)', ...reads, ...leases].sort(),
  );
  expect(sent).toHaveLength(lines.length);
  expect(formatReport(lines)).toContain(
    `${lines.length} appels : ${lines.length} conformes, 0 non conformes ou refusés, 0 non appelés.`,
  );
});

test('it never sends a call that changes data: only GETs after the login, none that deletes', async () => {
  const { sent, send } = recording();
  await run(send);
  expect(sent[0]).toEqual({ method: 'POST', path: '/api/auth/login' });
  // The one exception: a lease claimed and released at once (leases are not data).
  const posts = sent.slice(1).filter((request) => request.method !== 'GET');
  expect(posts).toEqual([
    { method: 'POST', path: '/api/validation/claim' },
    { method: 'POST', path: '/api/validation/release' },
  ]);
  for (const request of sent) expect(request.path).not.toMatch(/\/delete/);
  expect(sent.some((request) => request.path.startsWith('/api/login/delete'))).toBe(false);
});

test('GET /api/health is also made without a token: up and nothing more, else flagged with the fields too many', async () => {
  const anonymous = (lines: Awaited<ReturnType<typeof run>>) =>
    lines.find((line) => line.name === 'health (sans jeton)');
  expect(anonymous(await run(recording().send))).toEqual({
    name: 'health (sans jeton)',
    call: 'GET /api/health',
    status: 200,
    verdict: 'conforme',
    ok: true,
  });
  const { send } = recording((url, answer) => {
    if (url.pathname === '/api/health')
      answer.data = {
        status: 'up',
        version: '1.2.3',
        time: '2026-11-20T08:00:00.000Z',
        uptimeSeconds: 5,
      };
  });
  const lines = await run(send);
  expect(anonymous(lines)).toMatchObject({
    verdict: 'data : champs en trop : version, time, uptimeSeconds',
    ok: false,
  });
  // With the token, the same answer is the expected one.
  expect(lines.find((line) => line.name === 'health')).toMatchObject({ ok: true });
});

test('a server that answers one field wrongly is flagged on that call, with the path', async () => {
  const { send } = recording((url, answer) => {
    if (url.pathname === '/api/school/get_schools')
      (answer.data as Record<string, unknown>[])[3].school_name = null;
  });
  const lines = await run(send);
  const wrong = lines.filter((line) => !line.ok);
  expect(wrong).toEqual([
    {
      name: 'school.getSchools',
      call: 'GET /api/school/get_schools',
      status: 200,
      verdict: 'data[3].school_name : texte attendu, null reçu',
      ok: false,
    },
  ]);
  expect(formatReport(lines)).toMatch(
    /✗ school\.getSchools +GET \/api\/school\/get_schools +200 {2}data\[3\]\.school_name : texte attendu, null reçu/,
  );
});

test('a server without the optional lease calls (404) gets « non appelé » for them, not a failure', async () => {
  const send: typeof fetch = (input, init) =>
    String(input).includes('/api/validation/claim')
      ? Promise.resolve(Response.json({ status: 'error', message: 'Inconnu' }, { status: 404 }))
      : fetch(input, init);
  const lines = await run(send);
  expect(lines.filter((line) => line.name === 'validation.claim')).toEqual([
    {
      name: 'validation.claim',
      call: 'POST /api/validation/claim',
      status: 404,
      verdict: 'non appelé : appel facultatif absent de ce serveur (404)',
      ok: true,
      skipped: true,
    },
  ]);
});

test('a refused login stops there, with the server’s message', async () => {
  const { send } = recording();
  const lines = await run(send, 'mauvais');
  expect(lines).toEqual([
    {
      name: 'auth.login',
      call: 'POST /api/auth/login',
      status: 200,
      verdict: 'refusé : Identifiant ou mot de passe incorrect',
      ok: false,
    },
  ]);
});
