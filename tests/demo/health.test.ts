import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { anonymousAnswerOf, answerOf } from '../../src/api/answers';
import { mismatchesOf } from '../../src/api/contractCheck';
import { healthDetailsSchema } from '../../src/api/schemas/figures';
import { okAnswer } from '../../src/api/schemas/shared';
import { startDemoHttpServer } from '../../src/demo/httpServer';
import { call, clock, login, START, startDemoServer } from './helpers';

const schemaOf = (answer: ReturnType<typeof answerOf>) => {
  if (answer?.kind !== 'json') throw new Error('JSON answer expected');
  return answer.schema;
};
const anonymousSchema = schemaOf(anonymousAnswerOf('health'));
const detailsSchema = okAnswer(healthDetailsSchema);

/** What a logged-in caller is told, the version aside (the build's). */
const details = (uptimeSeconds: number) => ({
  status: 'up',
  version: expect.any(String),
  time: new Date(clock.now).toISOString(),
  uptimeSeconds,
});

describe('in the page and the Node tests (MSW)', () => {
  startDemoServer();
  afterEach(() => {
    clock.now = START;
  });

  test('without a token, or with one no longer valid: up, and nothing more', async () => {
    for (const token of [null, 'jeton-invalide']) {
      const { http, body } = await call('health', { token });
      expect(http).toBe(200);
      expect(body).toEqual({ status: 'ok', data: { status: 'up' } });
      expect(mismatchesOf(anonymousSchema, body)).toEqual([]);
    }
  });

  test('with a valid token: also the version, the server’s time and its uptime', async () => {
    const token = await login('agent');
    clock.now = START + 90_000;
    const { body } = await call('health', { token });
    expect(body.data).toEqual(details(90));
    expect(mismatchesOf(detailsSchema, body)).toEqual([]);
    expect(mismatchesOf(schemaOf(answerOf('health')), body)).toEqual([]);
    expect(mismatchesOf(anonymousSchema, body)).toEqual([
      'data : champs en trop : version, time, uptimeSeconds',
    ]);
  });
});

test('over HTTP (npm run demo:api): the same, without and with a token', async () => {
  const dataFile = join(await mkdtemp(join(tmpdir(), 'demo-health-')), 'data.json');
  const server = await startDemoHttpServer({ port: 0, students: 300, dataFile });
  try {
    const health = async (token?: string) =>
      (await fetch(`${server.url}/api/health`, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      }).then((answer) => answer.json())) as { data: Record<string, unknown> };
    const anonymous = await health();
    expect(anonymous).toEqual({ status: 'ok', data: { status: 'up' } });
    expect(mismatchesOf(anonymousSchema, anonymous)).toEqual([]);

    const { token } = (await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login: 'dev', password: 'dev' }),
    }).then((answer) => answer.json())) as { token: string };
    const known = await health(token);
    expect(Object.keys(known.data).sort()).toEqual(['status', 'time', 'uptimeSeconds', 'version']);
    expect(mismatchesOf(detailsSchema, known)).toEqual([]);
  } finally {
    await server.close();
  }
});
