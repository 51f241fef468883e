import { safeNextPath } from '../../src/login/nextPath';

const ORIGIN = 'http://localhost:3000';

test.each([
  ['/student?filter=%7B%7D', '/student?filter=%7B%7D'],
  ['/school/12/show#sync', '/school/12/show#sync'],
  ['/', '/'],
  ['/student/../school', '/school'],
  ['/./student?q=1', '/student?q=1'],
])('a path of the app (%s) is kept', (next, expected) => {
  expect(safeNextPath(next, ORIGIN)).toBe(expected);
});

test.each([
  ['no next', null],
  ['empty', ''],
  ['another host', '//evil.example/student'],
  ['a full URL', 'https://evil.example/'],
  ['javascript:', 'javascript:alert(1)'],
  ['a backslash read as a slash', '/\\evil.example'],
  ['a tab the URL parser drops', '/\t/evil.example'],
  ['a line break the URL parser drops', '/\n/evil.example'],
  ['the login page itself', '/login?next=/student'],
  ['a dot segment before //', '/.//evil.example/phish'],
  ['an encoded dot segment before //', '/%2e//evil.example/phish'],
  ['an upper-case encoded dot segment', '/%2E//evil.example/phish'],
  ['a dot segment and a backslash', '/./\\evil.example/phish'],
  ['a double-dot segment before //', '/student/..//evil.example'],
  ['dot segments leading to the login page', '/student/../login'],
])('%s leads to /', (_label, next) => {
  expect(safeNextPath(next, ORIGIN)).toBe('/');
});
