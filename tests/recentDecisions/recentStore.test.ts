import { makeRecentDecisions } from '../../src/recentDecisions/recentStore';
import { UNDO_WINDOW_MS } from '../../src/recentDecisions/types';

const decision = {
  origin: 'queue' as const,
  target: 'data' as const,
  state: 'rejected' as const,
  comment: 'Photo floue',
  students: [{ idNumber: 'M1', name: 'KOUASSI Aya' }],
};

beforeEach(() => sessionStorage.clear());

test('kept for the tab per user: a reload finds them, another user does not', () => {
  const clock = { now: 1_000_000, user: 7 as number | null };
  const before = makeRecentDecisions(
    () => clock.now,
    () => clock.user,
  );
  const id = before.add(decision);
  before.update(id, { delivery: 'sent' });
  // The page reloads: a new list, on the same tab.
  const after = makeRecentDecisions(
    () => clock.now,
    () => clock.user,
  );
  expect(after.getSnapshot()).toMatchObject([{ id, ...decision, delivery: 'sent', undone: false }]);
  clock.user = 8;
  expect(after.getSnapshot()).toEqual([]);
});

test('an entry leaves once its 15 minutes are over', () => {
  const clock = { now: 1_000_000 };
  const list = makeRecentDecisions(
    () => clock.now,
    () => 7,
  );
  list.add(decision);
  clock.now += UNDO_WINDOW_MS - 1000;
  expect(list.getSnapshot()).toHaveLength(1);
  clock.now += 2000;
  expect(list.getSnapshot()).toEqual([]);
});

test('what is read back is checked: a bad shape, another user’s list or a future date are dropped', () => {
  const now = 1_000_000;
  const read = () =>
    makeRecentDecisions(
      () => now,
      () => 7,
    ).getSnapshot();
  sessionStorage.setItem('recent-decisions:7', '{not json');
  expect(read()).toEqual([]);
  expect(sessionStorage.getItem('recent-decisions:7')).toBeNull();
  sessionStorage.setItem('recent-decisions:7', JSON.stringify({ user: 7, entries: [{ id: 1 }] }));
  expect(read()).toEqual([]);
  const list = makeRecentDecisions(
    () => now,
    () => 7,
  );
  list.add(decision);
  const kept = JSON.parse(sessionStorage.getItem('recent-decisions:7')!);
  sessionStorage.setItem('recent-decisions:7', JSON.stringify({ ...kept, user: 8 }));
  expect(read()).toEqual([]);
  kept.entries[0].at = now + 10 * 60_000;
  sessionStorage.setItem('recent-decisions:7', JSON.stringify(kept));
  expect(read()).toEqual([]);
});

test('cleared with the session', () => {
  const list = makeRecentDecisions(
    () => 1_000_000,
    () => 7,
  );
  list.add(decision);
  list.clear();
  expect(sessionStorage.length).toBe(0);
  expect(
    makeRecentDecisions(
      () => 1_000_000,
      () => 7,
    ).getSnapshot(),
  ).toEqual([]);
});
