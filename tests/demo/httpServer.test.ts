import { mkdtemp } from 'node:fs/promises';
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
