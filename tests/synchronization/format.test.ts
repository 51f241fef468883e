// @vitest-environment node
import { formatAge, formatDuration, runDuration } from '../../src/synchronization/format';
import { errorsCount, errorsDeleted } from '../../src/synchronization/plural';

const NOW = Date.UTC(2026, 10, 20, 8, 0, 0);
const ago = (ms: number) => new Date(NOW - ms).toISOString();

test('durations read in French', () => {
  expect(formatDuration(45_000)).toBe('45 s');
  expect(formatDuration(12 * 60_000 + 5_000)).toBe('12 min 05 s');
  expect(formatDuration(67 * 60_000)).toBe('1 h 07 min');
  expect(formatDuration(76 * 3_600_000)).toBe('3 j 4 h');
  expect(runDuration(ago(14 * 60_000), null, NOW)).toBe('14 min 00 s');
  expect(runDuration(ago(600_000), ago(0), NOW)).toBe('10 min 00 s');
});

test('ages read in French', () => {
  expect(formatAge(ago(10_000), NOW)).toBe('à l’instant');
  expect(formatAge(ago(14 * 60_000), NOW)).toBe('il y a 14 minutes');
  expect(formatAge(ago(3 * 3_600_000), NOW)).toBe('il y a 3 heures');
  expect(formatAge(ago(2 * 86_400_000), NOW)).toBe('avant-hier');
  expect(formatAge(ago(5 * 86_400_000), NOW)).toBe('il y a 5 jours');
});

test('error counts agree in number', () => {
  expect(errorsCount(0)).toBe('0 erreur');
  expect(errorsCount(1)).toBe('1 erreur');
  expect(errorsDeleted(1)).toBe('1 erreur supprimée');
  expect(errorsDeleted(13)).toBe('13 erreurs supprimées');
});
