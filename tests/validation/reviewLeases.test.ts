import type { Student } from '../../src/api/types';
import {
  IDLE_AFTER_MS,
  RENEW_EVERY_MS,
  ReviewSession,
  type ClaimAnswer,
  type SessionDeps,
} from '../../src/validation/reviewSession';
import { placeOf } from '../../src/validation/queueSource';

const student = (n: number): Student =>
  ({ student_idNumber: `M${n}`, student_lastName: `NOM${n}` }) as unknown as Student;

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

const notFound = Object.assign(new Error('Introuvable'), { status: 404 });

/** A session on a queue of `count` students, with the given lease calls (or a 404). */
const setup = (count: number, options: Partial<SessionDeps> = {}) => {
  let queue = Array.from({ length: count }, (_, i) => student(i + 1));
  const pages: [number, number][] = [];
  const session = new ReviewSession({
    target: 'data',
    fetchQueue: async (perPage, page) => {
      pages.push([perPage, page]);
      return { data: queue.slice((page - 1) * perPage, page * perPage), total: queue.length };
    },
    send: async () => ({}),
    describe: (error) => error as { message: string; status?: number },
    notify: () => undefined,
    ...options,
  });
  const decideElsewhere = (id: string) => {
    queue = queue.filter((s) => s.student_idNumber !== id);
  };
  return { session, pages, decideElsewhere };
};

const currentId = (session: ReviewSession) =>
  session.getSnapshot().current?.student.student_idNumber;

/** Lease calls on a queue of `count` students, of which the first `reserved` are others'. */
const leaseServer = (count: number, reserved = 0) => {
  const claims: { count: number; keep: string[]; exclude: string[] }[] = [];
  const releases: { ids?: string[]; unloading?: boolean }[] = [];
  const queue = Array.from({ length: count }, (_, i) => student(i + 1));
  const leases = {
    claim: async (wanted: number, keep: string[], exclude: string[]): Promise<ClaimAnswer> => {
      claims.push({ count: wanted, keep, exclude });
      const free = queue.slice(reserved).filter((s) => !exclude.includes(s.student_idNumber));
      return {
        data: free.slice(0, wanted),
        total: count,
        reservedByOthers: reserved,
        otherControllers: reserved ? 1 : 0,
      };
    },
    release: async (ids?: string[], unloading?: boolean) => {
      releases.push({ ids, unloading });
    },
  };
  return { leases, claims, releases };
};

afterEach(() => {
  vi.useRealTimers();
});

test('with leases, the records come from the claim; the others’ are not counted as left', async () => {
  const { leases, claims } = leaseServer(50, 20);
  const { session, pages } = setup(50, { leases });
  session.start();
  await flush();
  expect(pages).toEqual([]);
  expect(claims[0]).toEqual({ count: 21, keep: [], exclude: [] });
  expect(currentId(session)).toBe('M21');
  expect(session.getSnapshot()).toMatchObject({
    left: 30,
    reservedByOthers: 20,
    otherControllers: 1,
  });
  session.decide('validated');
  expect(currentId(session)).toBe('M22');
  expect(session.getSnapshot().left).toBe(29);
});

test('a skip releases its record and leaves it out of the next claims', async () => {
  const { leases, claims, releases } = leaseServer(30);
  const { session } = setup(30, { leases });
  session.start();
  await flush();
  session.skip();
  expect(releases).toEqual([{ ids: ['M1'], unloading: undefined }]);
  session.reviewSkipped();
  await flush();
  // Brought back: claimed again.
  expect(claims.at(-1)).toMatchObject({ keep: ['M2'], exclude: [] });
});

test('leases are renewed every 30 s while the controller works, not once idle for 2 min', async () => {
  vi.useFakeTimers();
  const { leases, claims } = leaseServer(100);
  const { session } = setup(100, { leases });
  session.start();
  await vi.advanceTimersByTimeAsync(0);
  expect(claims).toHaveLength(1);
  await vi.advanceTimersByTimeAsync(RENEW_EVERY_MS);
  expect(claims).toHaveLength(2);
  expect(claims[1].keep).toEqual(['M1']);
  // No decision, no skip, no undo for two minutes: the leases lapse on the server.
  await vi.advanceTimersByTimeAsync(IDLE_AFTER_MS);
  const idle = claims.length;
  await vi.advanceTimersByTimeAsync(2 * RENEW_EVERY_MS);
  expect(claims).toHaveLength(idle);
  session.decide('validated');
  await vi.advanceTimersByTimeAsync(RENEW_EVERY_MS);
  expect(claims.length).toBeGreaterThan(idle);
  session.dispose();
});

test('leaving the queue releases every lease of the sitting; the page’s unload, with keepalive, all but the record on screen', async () => {
  const { leases, releases } = leaseServer(30);
  const { session } = setup(30, { leases });
  session.start();
  await flush();
  session.releaseLeases(true);
  // An unload may be F5: the record on screen keeps its lease for the page reloaded (issue 40).
  expect(releases).toHaveLength(1);
  expect(releases[0].unloading).toBe(true);
  expect(releases[0].ids).toContain('M2');
  expect(releases[0].ids).not.toContain(currentId(session));
  session.dispose();
  expect(releases.at(-1)).toEqual({ ids: undefined, unloading: false });
});

test('without the lease calls (404), the queue is read from the controller’s own place', async () => {
  const leases = { claim: vi.fn().mockRejectedValue(notFound), release: vi.fn() };
  const { session, pages } = setup(100, { leases, startAt: 0.5 });
  session.start();
  await flush();
  expect(leases.claim).toHaveBeenCalledTimes(1);
  // The first page gives the size of the queue, then this controller's page of it.
  expect(pages).toEqual([
    [21, 1],
    [21, 3],
  ]);
  expect(currentId(session)).toBe('M43');
  session.dispose();
  // Nothing to release on a server without leases, and no claim any more.
  expect(leases.release).not.toHaveBeenCalled();
  expect(leases.claim).toHaveBeenCalledTimes(1);
});

test('without leases, a record decided elsewhere is dropped before it is shown', async () => {
  const asked: string[][] = [];
  const { session, decideElsewhere } = setup(30, {
    stillQueued: async (ids) => {
      asked.push(ids);
      return ids.filter((id) => id !== 'M3');
    },
  });
  session.start();
  await flush();
  decideElsewhere('M3');
  session.decide('validated');
  expect(asked).toEqual([['M3', 'M4', 'M5']]);
  await flush();
  session.decide('validated');
  expect(currentId(session)).toBe('M4');
});

test('a controller’s place is the same on every reload, and differs between controllers', () => {
  expect(placeOf('control')).toBe(placeOf('control'));
  expect(placeOf('control')).not.toBe(placeOf('controle.2'));
  for (const login of ['control', 'admin', 'a']) {
    expect(placeOf(login)).toBeGreaterThanOrEqual(0);
    expect(placeOf(login)).toBeLessThan(1);
  }
});

test('the end of the queue read from a controller’s place goes on at its start', async () => {
  const leases = { claim: vi.fn().mockRejectedValue(notFound), release: vi.fn() };
  const { session, pages } = setup(30, { leases, startAt: 0.9 });
  session.start();
  await flush();
  expect(pages).toEqual([
    [21, 1],
    [21, 2],
  ]);
  expect(currentId(session)).toBe('M22');
  for (let i = 0; i < 9; i++) session.decide('validated');
  await flush();
  expect(currentId(session)).toBe('M1');
  expect(session.getSnapshot().finished).toBe(false);
});

test('on a server without leases, nothing is renewed: no claim, no reading every 30 s', async () => {
  vi.useFakeTimers();
  const leases = { claim: vi.fn().mockRejectedValue(notFound), release: vi.fn() };
  const { session, pages } = setup(100, { leases, startAt: 0 });
  session.start();
  await vi.advanceTimersByTimeAsync(0);
  expect(pages).toEqual([[21, 1]]);
  await vi.advanceTimersByTimeAsync(3 * RENEW_EVERY_MS);
  expect(pages).toEqual([[21, 1]]);
  expect(leases.claim).toHaveBeenCalledTimes(1);
  session.dispose();
});

test('a sitting left and resumed: released while away, nothing claimed then, claimed again on return', async () => {
  vi.useFakeTimers();
  try {
    const server = leaseServer(40);
    const { session } = setup(40, { leases: server.leases });
    session.start();
    await flush();
    session.decide('validated');
    await flush();
    expect(currentId(session)).toBe('M2');

    session.leave();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.releases).toEqual([{ ids: undefined, unloading: false }]);
    const claimed = server.claims.length;
    // The recount after the decision and the renewal would claim: not while away.
    await vi.advanceTimersByTimeAsync(RENEW_EVERY_MS * 2);
    expect(server.claims).toHaveLength(claimed);

    session.resume();
    await flush();
    expect(server.claims).toHaveLength(claimed + 1);
    expect(server.claims.at(-1)?.keep[0]).toBe('M2');
    expect(session.getSnapshot()).toMatchObject({ decided: 1, canUndo: true });
    expect(currentId(session)).toBe('M2');
  } finally {
    vi.useRealTimers();
  }
});

/** Lease calls of controller `who` on a queue of `count` shared with others, as the server does. */
const sharedQueue = (count: number) => {
  const queue = Array.from({ length: count }, (_, i) => student(i + 1));
  const holders = new Map<string, string>();
  const releases: string[] = [];
  const callsOf = (who: string, before: () => Promise<void> = async () => undefined) => ({
    claim: async (wanted: number, keep: string[], exclude: string[]): Promise<ClaimAnswer> => {
      await before();
      for (const [id, holder] of holders)
        if (holder === who && !keep.includes(id)) holders.delete(id);
      const mine = (id: string) => (holders.get(id) ?? who) === who;
      for (const id of keep) if (mine(id)) holders.set(id, who);
      const free = queue
        .filter((s) => mine(s.student_idNumber) && !exclude.includes(s.student_idNumber))
        .slice(0, wanted);
      for (const s of free) holders.set(s.student_idNumber, who);
      const others = [...holders.values()].filter((holder) => holder !== who).length;
      return { data: free, total: count, reservedByOthers: others, otherControllers: 0 };
    },
    release: async (ids?: string[]) => {
      releases.push(who);
      for (const [id, holder] of holders)
        if (holder === who && (!ids || ids.includes(id))) holders.delete(id);
    },
  });
  return { callsOf, releases };
};

const moment = () => new Promise((done) => setTimeout(done, 5));

test('two controllers entering at the same instant, one under StrictMode (left and back at once), never share a record', async () => {
  const shared = sharedQueue(40);
  // The StrictMode controller's second claim, if any, goes out once the other has claimed.
  let othersClaimed!: () => void;
  const afterTheOther = new Promise<void>((done) => (othersClaimed = done));
  let claims = 0;
  const strict = setup(40, {
    leases: shared.callsOf('A', async () => {
      if (++claims > 1) await afterTheOther;
    }),
  }).session;
  const other = setup(40, { leases: shared.callsOf('B') }).session;
  // The queue's effect, its cleanup and the effect again, in one go (React StrictMode).
  strict.start();
  strict.resume();
  strict.leave();
  strict.start();
  strict.resume();
  await moment();
  other.start();
  await moment();
  othersClaimed();
  await moment();
  expect(shared.releases).toEqual([]);
  expect(currentId(strict)).toBe('M1');
  expect(currentId(other)).toBe('M22');
  strict.dispose();
  other.dispose();
});
