// @vitest-environment node
import { shouldRetry } from '../../src/api/queryClient';

test.each([
  ['a network loss (no status)', {}, true],
  ['a 500', { status: 500 }, true],
  ['a 503', { status: 503 }, true],
  ['a 400', { status: 400 }, false],
  ['a 401', { status: 401 }, false],
  ['a 403', { status: 403 }, false],
  ['a 404', { status: 404 }, false],
])('%s is retried: %s', (_label, error, expected) => {
  expect(shouldRetry(0, error)).toBe(expected);
});

test('twice at most', () => {
  expect(shouldRetry(1, { status: 500 })).toBe(true);
  expect(shouldRetry(2, { status: 500 })).toBe(false);
});
