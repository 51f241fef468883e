// @vitest-environment node
import { formatFrenchDate, parseFrenchDate, withSlashes } from '../../src/common/frenchDate';

test('a day typed the French way is read as YYYY-MM-DD', () => {
  expect(parseFrenchDate('25/11/2026')).toBe('2026-11-25');
  expect(parseFrenchDate(' 5/3/2026 ')).toBe('2026-03-05');
  expect(parseFrenchDate('25.11.2026')).toBe('2026-11-25');
  expect(parseFrenchDate('25-11-2026')).toBe('2026-11-25');
  expect(parseFrenchDate('25112026')).toBe('2026-11-25');
  expect(parseFrenchDate('29/02/2028')).toBe('2028-02-29');
});

test('anything but a whole, real day is refused', () => {
  for (const text of [
    '',
    '25/11',
    '25/11/26',
    '31/02/2026',
    '29/02/2027',
    '00/01/2026',
    '12/13/2026',
    '11/25/2026',
    '2026-11-25',
    '25/11/0999',
    'hier',
  ]) {
    expect(parseFrenchDate(text)).toBeNull();
  }
});

test('a stored day is shown as jj/mm/aaaa', () => {
  expect(formatFrenchDate('2026-11-25')).toBe('25/11/2026');
  expect(formatFrenchDate('')).toBe('');
  expect(formatFrenchDate(undefined)).toBe('');
  expect(formatFrenchDate('25/11/2026')).toBe('');
});

test('slashes come while typing digits, never while erasing', () => {
  expect(withSlashes('2', '25')).toBe('25/');
  expect(withSlashes('25/1', '25/11')).toBe('25/11/');
  expect(withSlashes('25/', '25//')).toBe('25/');
  expect(withSlashes('25/', '25')).toBe('25');
  expect(withSlashes('25/11/', '25/11')).toBe('25/11');
  expect(withSlashes('5', '5/')).toBe('5/');
  expect(withSlashes('', '25112026')).toBe('25112026');
});
