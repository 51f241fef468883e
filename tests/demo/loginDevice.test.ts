import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WRONG_CREDENTIALS } from '../../src/demo/handlers/auth';
import { startDemoHttpServer, type DemoHttpServer } from '../../src/demo/httpServer';
import { recordLoginFailure } from '../../src/demo/loginThrottle';
import { call, clock, START, startDemoServer } from './helpers';

/** The cookie with its signature's last character changed. */
const forged = (cookie: string) => cookie.slice(0, -1) + (cookie.endsWith('A') ? 'B' : 'A');

const TOO_MANY =
  'Trop de tentatives de connexion avec cet identifiant. Réessayez dans 30 secondes.';

describe('over HTTP (npm run demo:api): a real cookie', () => {
  let server: DemoHttpServer;
  beforeAll(async () => {
    const dataFile = join(await mkdtemp(join(tmpdir(), 'demo-device-')), 'data.json');
    server = await startDemoHttpServer({ port: 0, students: 300, dataFile });
  });
  afterAll(() => server.close());

  /** A login from `address` (nginx's X-Forwarded-For), with the cookie header given. */
  const attempt = (address: string, login: string, password: string, cookie?: string) =>
    fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': address,
        ...(cookie && { Cookie: cookie }),
      },
      body: JSON.stringify({ login, password }),
    });

  test('a login sets a signed device cookie: HttpOnly, SameSite=Strict, Path=/api, a random id and a signature only', async () => {
    const answer = await attempt('10.0.0.7', 'dev', 'dev');
    const setCookie = answer.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(
      /^cs_device=[\w-]{22}\.[\w-]{43}; Path=\/api; Max-Age=15552000; HttpOnly; SameSite=Strict$/,
    );
  });

  test("the known browser gets in with the right password while a colleague's failures hold back the office's address", async () => {
    const office = '10.0.0.5';
    const first = await attempt(office, 'admin', 'admin');
    const cookie = first.headers.get('set-cookie')!.split(';')[0];
    for (let i = 0; i < 5; i += 1) {
      expect(await (await attempt(office, 'admin', 'faux')).json()).toEqual({
        status: 'error',
        message: WRONG_CREDENTIALS,
      });
    }
    const stranger = await attempt(office, 'admin', 'admin');
    expect(stranger.status).toBe(429);
    expect(await stranger.json()).toEqual({ status: 'error', message: TOO_MANY });

    const known = await attempt(office, 'Admin', 'admin', cookie);
    expect(known.status).toBe(200);
    expect(((await known.json()) as { status: string }).status).toBe('ok');
    // Signed for admin only, and only by this server: neither another name nor a forgery.
    expect((await attempt(office, 'admin', 'admin', forged(cookie))).status).toBe(429);
    for (let i = 0; i < 5; i += 1) await attempt(office, 'control', 'faux');
    expect((await attempt(office, 'control', 'control', cookie)).status).toBe(429);
  });

  test('tries sent together get no more answers than tries one by one: past the 5th, 429', async () => {
    // A password set through the API: checked against its hash, slowly enough for the tries to overlap.
    const { token } = (await (await attempt('10.0.0.8', 'agent', 'agent')).json()) as {
      token: string;
    };
    const changed = await fetch(`${server.url}/api/auth/change_password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ currentPassword: 'agent', newPassword: 'Nouveau-secret-42' }),
    });
    expect(changed.status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => attempt('10.0.0.9', 'agent', 'faux')),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });
});

describe('in the page (MSW): the same cookie, kept in MSW’s jar', () => {
  const server = startDemoServer();
  afterEach(() => {
    clock.now = START;
  });

  test("a browser that logged in as control gets in while others' failures hold the name back", async () => {
    expect(
      (await call('auth.login', { body: { login: 'control', password: 'control' } })).http,
    ).toBe(200);
    // Others' wrong passwords from the same (absent) address, counted without this browser's cookie.
    const store = await server.runtime.store();
    for (let i = 0; i < 5; i += 1) recordLoginFailure(store, 'control', {}, START);
    const again = await call('auth.login', { body: { login: 'control', password: 'control' } });
    expect(again.http).toBe(200);
    expect(again.body.status).toBe('ok');
    // A name this browser never logged in as is held back.
    for (let i = 0; i < 5; i += 1) recordLoginFailure(store, 'dev', {}, START);
    const dev = await call('auth.login', { body: { login: 'dev', password: 'dev' } });
    expect(dev.http).toBe(429);
    expect(dev.body.message).toBe(TOO_MANY);
  });
});
