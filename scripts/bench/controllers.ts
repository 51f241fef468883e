/**
 * `npm run bench -- controllers [decisions]`: several controllers on one validation queue
 * (issue 35). Each controller is a review sitting (ReviewSession, the queue's engine, driven
 * headlessly) over HTTP on the demo API at 300 ms latency, deciding one record every 0.9 s,
 * all on the same filters. Three ways of fetching, on a fresh queue each (one of the largest DRENs each, 50,000 students):
 *   - before: the queue as it was before the leases (the first page for everyone);
 *   - without leases: the server answers 404 to the claim, the app falls back on a place
 *     keyed on the login and a re-check of the next records;
 *   - with leases: the records are claimed for each controller;
 *   - with leases, all at once: every controller logged in first, then all enter within two
 *     round trips (one every 150 ms, as people clicking « at the same moment »), each as the
 *     app under `npm start` does (React StrictMode runs the queue's effect, its cleanup and the
 *     effect again: start, leave, resume), issue 40. Before its fix, 5 controllers saw 6
 *     records twice (2 first records).
 * Reported: share of decisions refused as already decided (409), records shown to two
 * controllers, accepted decisions per minute per controller (the slowest), and the ticks
 * where a controller had no record on screen (waiting for the queue).
 */
import { endpoints, type EndpointName } from '../../src/api/endpoints';
import type { Student } from '../../src/api/types';
import type { startDemoHttpServer } from '../../src/demo/httpServer';
import { ReviewSession, type SessionDeps } from '../../src/validation/reviewSession';
import { placeOf } from '../../src/validation/queueSource';
import { leaseCalls, newHolder } from '../../src/validation/validationApi';
import type { AppDataProvider } from '../../src/api/dataProvider';
import pkg from '../../package.json' with { type: 'json' };
import { loadThroughVite } from '../vite/loadThroughVite';
import { printTable } from './format';

const LATENCY_MS = 300;
const EVERY_MS = 900;
const QUEUE_SORT = { sort: 'student_lastName', order: 'ASC' };

type Mode = 'before' | 'without leases' | 'with leases' | 'with leases, all at once';

/** Resolves once `count` callers have arrived: all of them go on in the same instant. */
const barrier = (count: number) => {
  let open!: () => void;
  const all = new Promise<void>((done) => (open = done));
  let arrived = 0;
  return () => {
    if (++arrived === count) open();
    return all;
  };
};

/** One controller's HTTP client: the app's calls, with its own token. */
const client = (origin: string, token: string) => {
  const request = async (name: EndpointName, params: Record<string, unknown>, body?: unknown) => {
    const { method, path } = endpoints[name];
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined) query.set(key, Array.isArray(value) ? value.join(',') : `${value}`);
    }
    const response = await fetch(`${origin}${path}${query.size ? `?${query}` : ''}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as { data: unknown; total?: number; message?: string };
    if (!response.ok) throw Object.assign(new Error(json.message), { status: response.status });
    return json;
  };
  // The one method the lease calls use.
  const dataProvider = {
    call: async (name: EndpointName, options: { body?: unknown }) =>
      (await request(name, {}, options.body)).data,
  } as unknown as AppDataProvider;
  return { request, dataProvider };
};

const login = async (origin: string, name: string): Promise<string> => {
  const response = await fetch(`${origin}${endpoints['auth.login'].path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login: name, password: name }),
  });
  const { token } = (await response.json()) as { token?: string };
  if (!token) throw new Error(`login ${name} refused`);
  return token;
};

interface Outcome {
  shown: string[];
  sent: number;
  refused: number;
  idle: number;
}

/** One controller's sitting: a decision every 0.9 s, `count` times, once `ready()` lets it in. */
async function sitting(
  origin: string,
  name: string,
  mode: Mode,
  queue: object,
  count: number,
  ready: () => Promise<void>,
  entry: number,
) {
  const { request, dataProvider } = client(origin, await login(origin, name));
  const outcome: Outcome = { shown: [], sent: 0, refused: 0, idle: 0 };
  const list = async (perPage: number, page: number, ids?: string[]) => {
    const params = { ...queue, ...QUEUE_SORT, page, perPage, ids };
    const answer = await request('validation.students', params);
    return { data: answer.data as Student[], total: answer.total ?? 0 };
  };
  const deps: SessionDeps = {
    target: 'data',
    fetchQueue: list,
    send: (body) => request('validation.studentValidation', {}, body),
    describe: (error) => error as { message: string; status?: number },
    notify: (event) => {
      if (event.type === 'takenElsewhere') outcome.refused++;
    },
  };
  if (mode !== 'before') {
    deps.leases = leaseCalls(dataProvider, newHolder(), { ...queue, ...QUEUE_SORT });
    deps.startAt = placeOf(name);
    deps.stillQueued = async (ids) =>
      (await list(ids.length, 1, ids)).data.map((student) => student.student_idNumber);
  }
  const session = new ReviewSession(deps);
  await ready();
  if (mode === 'with leases, all at once') {
    // « At once » as people are: within two round trips, one every half a round trip.
    await new Promise((done) => setTimeout(done, entry * (LATENCY_MS / 2)));
  }
  session.start();
  if (mode === 'with leases, all at once') {
    // The queue's effect, its cleanup and the effect again, as StrictMode runs them.
    session.leave();
    session.start();
    session.resume();
  }
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    await new Promise((done) => setTimeout(done, started + (i + 1) * EVERY_MS - performance.now()));
    const current = session.getSnapshot().current;
    if (!current) {
      outcome.idle++;
      continue;
    }
    outcome.shown.push(current.student.student_idNumber);
    outcome.sent++;
    session.decide('validated');
  }
  while (session.getSnapshot().sending > 0) await new Promise((done) => setTimeout(done, 50));
  const minutes = (performance.now() - started) / 60_000;
  session.dispose();
  return { ...outcome, perMinute: (outcome.sent - outcome.refused) / minutes };
}

type Start = typeof startDemoHttpServer;

export async function reportControllers(root: string, args: string[]): Promise<void> {
  const decisions = Number(args[0] ?? 30);
  const { startDemoHttpServer: start } = await loadThroughVite<{ startDemoHttpServer: Start }>(
    '/scripts/demoApi/entry.ts',
    pkg.version,
    root,
  );
  const common = { port: 0, latencyMs: LATENCY_MS };
  const withLeases = await start({ ...common, dataFile: '/tmp/bench-controllers-a.json' });
  const without = await start({
    ...common,
    leases: false,
    dataFile: '/tmp/bench-controllers-b.json',
  });
  await withLeases.runtime.reset();
  await without.runtime.reset();

  // The controllers: every account with the control role (password = login, as in the demo).
  const admin = client(without.url, await login(without.url, 'admin'));
  const staff = await admin.request('login.list', { login_role: 'control', perPage: 10 });
  const names = [
    ...new Set([
      'control',
      ...(staff.data as { login_name: string }[]).map((account) => account.login_name),
    ]),
  ];

  // Fresh queues big enough for 5 controllers: the largest DRENs' (one per run).
  const sizes = await Promise.all(
    Array.from({ length: 40 }, async (_, index) => {
      const queue = { validation_target: 'data', dren_id: index + 1, perPage: 1 };
      return [index + 1, (await admin.request('validation.students', queue)).total ?? 0];
    }),
  );
  const drens = sizes.sort((a, b) => b[1] - a[1]).map(([id]) => id);

  const rows: string[][] = [];
  let dren = 0;
  const modes: Mode[] = ['before', 'without leases', 'with leases', 'with leases, all at once'];
  // Accepted per minute of one controller alone (the « all at once » run reads the one before).
  let alone = 0;
  for (const mode of modes) {
    const server = mode.startsWith('with leases') ? withLeases : without;
    for (const controllers of mode === 'with leases, all at once' ? [2, 5] : [1, 2, 5]) {
      const queue = { validation_target: 'data', dren_id: drens[dren++] };
      const size = (await admin.request('validation.students', { ...queue, perPage: 1 })).total;
      // Without a barrier each controller enters once logged in, as before.
      const ready = mode === 'with leases, all at once' ? barrier(controllers) : async () => {};
      const results = await Promise.all(
        names
          .slice(0, controllers)
          .map((name, entry) => sitting(server.url, name, mode, queue, decisions, ready, entry)),
      );
      const sent = results.reduce((sum, result) => sum + result.sent, 0);
      const refused = results.reduce((sum, result) => sum + result.refused, 0);
      const seen = new Map<string, number>();
      for (const { shown } of results)
        for (const id of new Set(shown)) seen.set(id, (seen.get(id) ?? 0) + 1);
      const twice = [...seen.values()].filter((times) => times > 1).length;
      const slowest = Math.min(...results.map((result) => result.perMinute));
      if (controllers === 1) alone = slowest;
      const firstShown = results.map((result) => result.shown[0]);
      const sameFirst = firstShown.length - new Set(firstShown).size;
      rows.push([
        mode,
        String(controllers),
        String(size),
        String(sent),
        `${refused} (${((100 * refused) / Math.max(1, sent)).toFixed(1)} %)`,
        `${twice} (first record: ${sameFirst})`,
        `${slowest.toFixed(1)} (alone: ${alone.toFixed(1)})`,
        String(results.reduce((sum, result) => sum + result.idle, 0)),
      ]);
      console.log(rows.at(-1)!.join(' | '));
    }
  }
  await withLeases.close();
  await without.close();
  printTable(
    `Controllers on one queue: one decision every ${EVERY_MS / 1000} s each, ${decisions} each, HTTP at ${LATENCY_MS} ms latency (ReviewSession in Node)`,
    [
      'fetching',
      'controllers',
      'queue size',
      'decisions sent',
      'refused (409)',
      'records shown to two',
      'accepted / min, slowest',
      'ticks without a record',
    ],
    rows,
  );
}
