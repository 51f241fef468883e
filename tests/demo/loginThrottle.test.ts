import {
  FORGET_AFTER_MS,
  MAX_THROTTLE_MS,
  MAX_TRACKED_LOGINS,
  recordLoginFailure,
  recordLoginSuccess,
  throttledFor,
  trackedLogins,
} from '../../src/demo/loginThrottle';
import type { DemoStore } from '../../src/demo/store';

const NOW = Date.UTC(2026, 10, 20, 8, 0, 0);
const OUTSIDER = '6.6.6.6';
const OWNER = '10.0.0.2';

/** A server's counts: the throttle keeps them per store object. */
const server = () => ({}) as DemoStore;

const fail = (
  store: DemoStore,
  name: string,
  client: string | undefined,
  now: number,
  times = 1,
) => {
  for (let i = 0; i < times; i += 1) recordLoginFailure(store, name, client, now);
};

test("an outsider's wrong passwords hold back only the outsider's address: the owner logs in from theirs", () => {
  const store = server();
  fail(store, 'admin', OUTSIDER, NOW, 5);
  expect(throttledFor(store, 'admin', OUTSIDER, NOW)).toBe(30_000);
  expect(throttledFor(store, 'Admin', OWNER, NOW)).toBe(0);
  expect(throttledFor(store, 'admin', undefined, NOW)).toBe(0);
});

test('the waits grow (30 s, 60 s, 2 min...) with each wrong password after the 5th, up to 15 min', () => {
  const store = server();
  fail(store, 'dev', OUTSIDER, NOW, 4);
  expect(throttledFor(store, 'dev', OUTSIDER, NOW)).toBe(0);
  let now = NOW;
  const waits: number[] = [];
  for (let i = 0; i < 8; i += 1) {
    fail(store, 'dev', OUTSIDER, now);
    const wait = throttledFor(store, 'dev', OUTSIDER, now);
    waits.push(wait / 1000);
    now += wait;
    expect(throttledFor(store, 'dev', OUTSIDER, now)).toBe(0);
  }
  expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
  expect(MAX_THROTTLE_MS).toBe(900_000);
});

test('a success from an address clears its count; a count left alone for an hour is forgotten', () => {
  const store = server();
  fail(store, 'control', OWNER, NOW, 5);
  recordLoginSuccess(store, 'control', OWNER);
  expect(trackedLogins(store)).toBe(0);
  fail(store, 'control', OWNER, NOW, 6);
  expect(throttledFor(store, 'control', OWNER, NOW + FORGET_AFTER_MS)).toBe(0);
  fail(store, 'control', OWNER, NOW + FORGET_AFTER_MS);
  expect(throttledFor(store, 'control', OWNER, NOW + FORGET_AFTER_MS)).toBe(0);
});

test('names no account can have (outside 3 to 30 characters) are not counted', () => {
  const store = server();
  fail(store, 'x'.repeat(900_000), OUTSIDER, NOW, 20);
  fail(store, 'ab', OUTSIDER, NOW, 5);
  fail(store, 'a'.repeat(31), OUTSIDER, NOW, 5);
  expect(trackedLogins(store)).toBe(0);
  fail(store, 'abc', OUTSIDER, NOW);
  expect(trackedLogins(store)).toBe(1);
});

test('the counts kept are bounded: past the limit the oldest go first', () => {
  const store = server();
  for (let i = 0; i <= MAX_TRACKED_LOGINS + 50; i += 1) fail(store, `user${i}`, OUTSIDER, NOW + i);
  expect(trackedLogins(store)).toBe(MAX_TRACKED_LOGINS);
  fail(store, 'admin', OUTSIDER, NOW + MAX_TRACKED_LOGINS + 100, 5);
  expect(throttledFor(store, 'admin', OUTSIDER, NOW + MAX_TRACKED_LOGINS + 100)).toBe(30_000);
  expect(trackedLogins(store)).toBe(MAX_TRACKED_LOGINS);
});
