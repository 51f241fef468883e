import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import { LONG } from './helpers';

/**
 * A working day on the queue (issue 45): what each decision, refresh, poll and lease renewal
 * leaves behind, counted after 20 and after 50 decisions taken by keyboard while the clock runs.
 * By the 50th, every decision kept at the 20th is past its 15 minutes of undo (about 25 decisions
 * fit in them): without the sitting's fix it keeps 30,868 characters, against at most 19,029
 * allowed (15,800 with the fix). 50 is 20 plus five rounds of the six-decision rhythm: both counts
 * fall at the same point of the refresh cycle.
 */

/** The app's query client, kept as it is made. */
const clients = vi.hoisted(() => [] as QueryClient[]);
vi.mock('../../src/api/queryClient', async (original) => {
  const actual = await original<typeof import('../../src/api/queryClient')>();
  return {
    ...actual,
    createQueryClient: () => {
      const client = actual.createQueryClient();
      clients.push(client);
      return client;
    },
  };
});

setupDemoServer(3000);

/**
 * Listeners added and not removed, by kind of target. Under vitest, `window` holds its own
 * bound methods and AbortSignal is Node's: each is wrapped apart from the DOM's EventTarget.
 */
const live = new Map<string, number>();
const count = (kind: string, by: number) => live.set(kind, (live.get(kind) ?? 0) + by);
type Listening = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
const wrapped: [Listening, Listening][] = [];
const wrap = (target: Listening, kind?: string) => {
  const { addEventListener: add, removeEventListener: remove } = target;
  wrapped.push([target, { addEventListener: add, removeEventListener: remove }]);
  target.addEventListener = function (this: EventTarget, ...args: Parameters<typeof add>) {
    count(kind ?? this.constructor.name, 1);
    return add.apply(this, args);
  };
  target.removeEventListener = function (this: EventTarget, ...args: Parameters<typeof remove>) {
    count(kind ?? this.constructor.name, -1);
    return remove.apply(this, args);
  };
};
beforeAll(() => {
  wrap(window, 'Window');
  wrap(EventTarget.prototype);
  wrap(Object.getPrototypeOf(AbortSignal.prototype) as Listening);
});
afterAll(() => wrapped.forEach(([target, original]) => Object.assign(target, original)));
afterEach(() => vi.useRealTimers());

const matricule = () =>
  screen.getByRole('article', { name: /^Élève à valider/ }).querySelector('a[href^="/student/"]')
    ?.textContent ?? '';

/** Characters of the sitting kept for the tab (sessionStorage). */
const keptSitting = () =>
  Object.keys(sessionStorage)
    .filter((key) => key.startsWith('review-sitting:'))
    .reduce((sum, key) => sum + (sessionStorage.getItem(key)?.length ?? 0), 0);

const counts = () => ({
  window: live.get('Window') ?? 0,
  document: live.get('Document') ?? 0,
  // Reported, not asserted: most are on requests' signals, dropped with them (the outbox's own
  // is checked in tests/outbox/outbox.test.ts).
  signals: live.get('AbortSignal') ?? 0,
  timers: vi.getTimerCount(),
  queries: clients.at(-1)?.getQueryCache().getAll().length ?? 0,
  keptSitting: keptSitting(),
});

test(
  '50 decisions over half an hour leave no more behind than 20',
  { timeout: 600_000 },
  async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.UTC(2026, 10, 30, 8, 0) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderAppAs('control', '/validation');
    await screen.findByRole('article', { name: /^Élève à valider/ }, LONG);
    const seen: Record<number, ReturnType<typeof counts>> = {};
    for (let decided = 1; decided <= 50; decided++) {
      const before = matricule();
      await user.keyboard('v');
      await waitFor(() => expect(matricule()).not.toBe(before), LONG);
      // 20 s between decisions; every sixth, two minutes pass (refreshes, messages, renewals).
      await vi.advanceTimersByTimeAsync(decided % 6 === 0 ? 120_000 : 20_000);
      if (decided === 20 || decided === 50) seen[decided] = counts();
    }
    const [start, end] = [seen[20], seen[50]];
    if (process.env.DAY_COUNTS) {
      const { appendFileSync } = await import('node:fs');
      appendFileSync(process.env.DAY_COUNTS, `${JSON.stringify({ 20: start, 50: end })}\n`);
    }
    expect(end.window).toBe(start.window);
    expect(end.document).toBe(start.document);
    expect(end.timers).toBeLessThanOrEqual(start.timers + 2);
    expect(end.queries).toBeLessThanOrEqual(start.queries + 2);
    // Only the decisions of the last 15 minutes (still undoable) are kept: about as many as at 20.
    expect(end.keptSitting).toBeLessThan(start.keptSitting * 1.5);
  },
);
