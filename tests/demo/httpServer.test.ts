import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkApi, formatReport } from '../../scripts/checkApi/checkApi';
import { clearDemoFaults } from '../../src/demo/faults';
import { startDemoHttpServer, type DemoHttpServer } from '../../src/demo/httpServer';

let dataFile = '';
beforeAll(async () => {
  dataFile = join(await mkdtemp(join(tmpdir(), 'demo-http-')), 'data.json');
});
afterEach(() => clearDemoFaults());

const start = (extra = {}) => startDemoHttpServer({ port: 0, students: 300, dataFile, ...extra });

const post = (server: DemoHttpServer, path: string, body: unknown, token?: string) =>
  fetch(server.url + path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token && { Authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(body),
  });

const adminToken = async (server: DemoHttpServer) => {
  const answer = (await (
    await post(server, '/api/auth/login', { login: 'admin', password: 'admin' })
  ).json()) as { token: string };
  return answer.token;
};

test('over HTTP, check-api finds every read call conforming (0 mismatches)', async () => {
  const server = await start();
  try {
    const lines = await checkApi({ origin: server.url, login: 'admin', password: 'admin' });
    expect(lines.filter((line) => !line.ok || line.skipped)).toEqual([]);
    expect(formatReport(lines)).toContain('0 non conformes ou refusés, 0 non appelés.');
  } finally {
    await server.close();
  }
});

test('writes are kept in the data file across restarts', async () => {
  const first = await start();
  const token = await adminToken(first);
  const saved = await post(
    first,
    '/api/serviceMessage/save',
    {
      serviceMessage_title: 'Maintenance samedi',
      serviceMessage_content: 'Coupure de 8 h à 10 h.',
      serviceMessage_type: 'Info',
      serviceMessage_displayed: true,
    },
    token,
  );
  expect(saved.status).toBe(200);
  await first.close();

  const second = await start();
  try {
    const list = await fetch(`${second.url}/api/serviceMessage/list?q=maintenance`, {
      headers: { Authorization: `Bearer ${await adminToken(second)}` },
    });
    const { data } = (await list.json()) as { data: { serviceMessage_title: string }[] };
    expect(data.map((message) => message.serviceMessage_title)).toContain('Maintenance samedi');
  } finally {
    await second.close();
  }
});

test('the same rules and faults: 401 without a token, a server fault where asked', async () => {
  const server = await start({ faults: { fail: 'server', match: '/api/dren' } });
  try {
    const anonymous = await fetch(`${server.url}/api/student/get_students`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      status: 'error',
      message: 'Session expirée ou invalide, veuillez vous reconnecter.',
    });
    const faulty = await fetch(`${server.url}/api/dren/get_drens`, {
      headers: { Authorization: `Bearer ${await adminToken(server)}` },
    });
    expect(faulty.status).toBe(500);
    expect(await faulty.json()).toEqual({
      status: 'error',
      message: 'Erreur interne du serveur (démo).',
    });
    expect((await fetch(`${server.url}/api/nowhere`)).status).toBe(404);
  } finally {
    await server.close();
  }
});

const postRaw = (server: DemoHttpServer, path: string, body: string, headers = {}) =>
  fetch(server.url + path, { method: 'POST', headers, body });

test('every answer says no-store: logins, data, refusals, unknown calls', async () => {
  const server = await start();
  try {
    const token = await adminToken(server);
    const answers = [
      await post(server, '/api/auth/login', { login: 'admin', password: 'admin' }),
      await fetch(`${server.url}/api/student/get_students`, {
        headers: { Authorization: `Bearer ${token}` },
      }),
      await fetch(`${server.url}/api/auth/me`),
      await fetch(`${server.url}/api/nowhere`),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 401, 404]);
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
  } finally {
    await server.close();
  }
});

test('a body over 1 MB is refused with 413, never read whole; the server goes on', async () => {
  const server = await start();
  try {
    const big = await postRaw(server, '/api/auth/logout', 'x'.repeat(2 * 1024 * 1024));
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({
      status: 'error',
      message: 'Requête trop volumineuse : 1 Mo au plus.',
    });
    let sent = 0;
    const stream = new ReadableStream({
      pull(controller) {
        if (sent++ === 16) controller.close();
        else controller.enqueue(new Uint8Array(256 * 1024));
      },
    });
    const chunked = await fetch(`${server.url}/api/auth/logout`, {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect((await post(server, '/api/auth/logout', {})).status).toBe(200);
  } finally {
    await server.close();
  }
});

test('an anonymous logout is not journalled; writes reach the data file in batches', async () => {
  const file = join(await mkdtemp(join(tmpdir(), 'demo-http-')), 'data.json');
  const server = await start({ dataFile: file });
  try {
    for (let i = 0; i < 20; i += 1) await post(server, '/api/auth/logout', {});
    await post(server, '/api/auth/logout', {}, 'not-a-token');
    const token = await adminToken(server);
    expect((await post(server, '/api/auth/logout', {}, token)).status).toBe(200);
    // Not yet on disk: the write waits for the next batch.
    await expect(readFile(file, 'utf8')).rejects.toThrow();
  } finally {
    await server.close();
  }
  const { ops } = JSON.parse(JSON.parse(await readFile(file, 'utf8'))['demo-api-journal']) as {
    ops: { n: string; u?: number }[];
  };
  expect(ops).toEqual([expect.objectContaining({ n: 'auth.logout', u: 1 })]);
});

test("the login throttle keys on the caller's address: an outsider's tries never lock the owner out", async () => {
  const server = await start();
  const from = (address: string, password: string) =>
    postRaw(server, '/api/auth/login', JSON.stringify({ login: 'dev', password }), {
      'Content-Type': 'text/plain',
      'X-Forwarded-For': address,
    });
  try {
    for (let i = 0; i < 5; i += 1) await from('6.6.6.6', 'faux');
    expect((await from('6.6.6.6', 'dev')).status).toBe(429);
    const owner = await from('10.0.0.2', 'dev');
    expect(owner.status).toBe(200);
    expect(((await owner.json()) as { status: string }).status).toBe('ok');
  } finally {
    await server.close();
  }
});
