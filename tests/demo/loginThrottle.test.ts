// @vitest-environment node
import {
  FORGET_AFTER_MS,
  MAX_ADDRESS_FAILURES,
  MAX_THROTTLE_MS,
  MAX_TRACKED_LOGINS,
  recordLoginFailure,
  recordLoginSuccess,
  throttledFor,
  trackedLogins,
  type LoginCaller,
} from '../../src/demo/loginThrottle';
import type { DemoStore } from '../../src/demo/store';

const NOW = Date.UTC(2026, 10, 20, 8, 0, 0);
const OUTSIDER = { client: '6.6.6.6' };
const OWNER = { client: '10.0.0.2' };
const NO_ADDRESS = {};

/** A server's counts: the throttle keeps them per store object. */
const server = () => ({}) as DemoStore;

const fail = (store: DemoStore, name: string, caller: LoginCaller, now: number, times = 1) => {
  for (let i = 0; i < times; i += 1) recordLoginFailure(store, name, caller, now);
};

test("an outsider's wrong passwords hold back only the outsider's address: the owner logs in from theirs", () => {
  const store = server();
  fail(store, 'admin', OUTSIDER, NOW, 5);
  expect(throttledFor(store, 'admin', OUTSIDER, NOW)).toBe(30_000);
  expect(throttledFor(store, 'Admin', OWNER, NOW)).toBe(0);
  expect(throttledFor(store, 'admin', NO_ADDRESS, NOW)).toBe(0);
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
  expect(throttledFor(store, 'control', OWNER, NOW)).toBe(0);
  // The address's count across names stays: a guesser's own account does not reset it.
  expect(trackedLogins(store)).toBe(1);
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
  // The name from this address, and the address across names.
  expect(trackedLogins(store)).toBe(2);
});

/** 10.<a>.<b>.<c>: a different address per index. */
const addressNo = (i: number) => ({ client: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` });

test('10,000 tries at other names cannot push out a count that holds back: the wait stays', () => {
  const store = server();
  const guesser = { client: '10.0.0.66' };
  fail(store, 'control', guesser, NOW, 5);
  fail(store, 'control', guesser, NOW + 30_000);
  expect(throttledFor(store, 'control', guesser, NOW)).toBe(90_000);
  // From as many addresses as names: the address's own count never holds them back.
  for (let i = 1; i <= 10_000; i += 1) fail(store, `invente${i}`, addressNo(i), NOW + 30_000 + i);
  expect(trackedLogins(store)).toBeLessThanOrEqual(MAX_TRACKED_LOGINS);
  expect(throttledFor(store, 'control', guesser, NOW + 40_000)).toBe(50_000);
});

test('one address gets a limit of its own across names: from its 50th wrong password, 30 s then doubling', () => {
  const store = server();
  const office = { client: '10.0.0.5' };
  for (let i = 1; i < MAX_ADDRESS_FAILURES; i += 1) fail(store, `nom${i}`, office, NOW);
  expect(throttledFor(store, 'tout-autre', office, NOW)).toBe(0);
  fail(store, 'nom50', office, NOW);
  expect(throttledFor(store, 'tout-autre', office, NOW)).toBe(30_000);
  expect(throttledFor(store, 'tout-autre', OWNER, NOW)).toBe(0);
});

test("a known device gets in with the right password while others' failures hold back its address", () => {
  const store = server();
  const colleague = { client: '10.0.0.5' };
  const knownBrowser = { client: '10.0.0.5', device: 'appareil-connu' };
  fail(store, 'admin', colleague, NOW, 5);
  for (let i = 1; i <= MAX_ADDRESS_FAILURES; i += 1) fail(store, `nom${i}`, colleague, NOW);
  expect(throttledFor(store, 'admin', colleague, NOW)).toBe(30_000);
  expect(throttledFor(store, 'admin', knownBrowser, NOW)).toBe(0);
  // Its own wrong passwords hold it back, by its own count.
  fail(store, 'admin', knownBrowser, NOW, 5);
  expect(throttledFor(store, 'admin', knownBrowser, NOW)).toBe(30_000);
  expect(throttledFor(store, 'admin', { ...knownBrowser, device: 'autre' }, NOW)).toBe(0);
});

test('re-arming never goes past the bound: tries counted while a wait runs neither double nor lengthen it', () => {
  const store = server();
  fail(store, 'admin', OUTSIDER, NOW, 5);
  // Tries sent together, all checked before the first of them was counted.
  fail(store, 'admin', OUTSIDER, NOW + 1000, 20);
  expect(throttledFor(store, 'admin', OUTSIDER, NOW + 1000)).toBe(29_000);
  // One wrong password at each wait's end, for a day: never more than 15 minutes.
  let now = NOW + 30_000;
  let longest = 0;
  while (now < NOW + 24 * 60 * 60 * 1000) {
    fail(store, 'admin', OUTSIDER, now);
    const wait = throttledFor(store, 'admin', OUTSIDER, now);
    longest = Math.max(longest, wait);
    now += wait;
  }
  expect(longest).toBe(MAX_THROTTLE_MS);
});

test('the memory stays bounded: past the limit, counts that no longer hold anyone back go first', () => {
  const store = server();
  for (let i = 1; i <= 3 * MAX_TRACKED_LOGINS; i += 1) fail(store, 'admin', addressNo(i), NOW, 5);
  expect(trackedLogins(store)).toBeLessThanOrEqual(MAX_TRACKED_LOGINS);
});

test('a table full of counts that hold back holds back callers it cannot count, not known devices, until one frees', () => {
  const store = server();
  for (let i = 1; i <= MAX_TRACKED_LOGINS; i += 1) fail(store, 'admin', addressNo(i), NOW, 50);
  expect(trackedLogins(store)).toBe(MAX_TRACKED_LOGINS);
  const newcomer = { client: '192.168.1.1' };
  expect(throttledFor(store, 'dev', newcomer, NOW)).toBe(30_000);
  expect(throttledFor(store, 'dev', { ...newcomer, device: 'appareil-connu' }, NOW)).toBe(0);
  fail(store, 'dev', newcomer, NOW + 30_000);
  expect(trackedLogins(store)).toBeLessThanOrEqual(MAX_TRACKED_LOGINS);
  expect(throttledFor(store, 'dev', newcomer, NOW + 30_000)).toBe(0);
});
