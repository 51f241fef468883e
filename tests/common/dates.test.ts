// @vitest-environment node
import {
  formatDateTime as schedulerDateTime,
  formatDay,
  formatTime,
} from '../../src/scheduler/format';
import { formatDateTime, formatDay as studentDay } from '../../src/students/format';
import { formatAge } from '../../src/synchronization/format';
import { showDate, UNREADABLE_DATE } from '../../src/common/dates';

const DAY = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'UTC' });

test('a readable date is formatted, a missing one gives the caller’s text', () => {
  expect(showDate(DAY, '2012-03-05')).toBe('05/03/2012');
  expect(showDate(DAY, null)).toBe('');
  expect(showDate(DAY, '', '—')).toBe('—');
});

test('an unreadable date shows « date illisible », never Invalid Date nor a RangeError', () => {
  expect(UNREADABLE_DATE).toBe('date illisible');
  for (const value of ['hier', '2026-13-45', 'Invalid Date', '+999999-01-01T00:00:00Z']) {
    expect(showDate(DAY, value)).toBe('date illisible');
    expect(schedulerDateTime(value)).toBe('date illisible');
    expect(formatTime(value)).toBe('date illisible');
    expect(formatDay(value)).toBe('date illisible');
    expect(formatDateTime(value)).toBe('date illisible');
    expect(studentDay(value)).toBe('date illisible');
    expect(formatAge(value)).toBe('date illisible');
  }
  expect(showDate(DAY, 8.64e15 + 1)).toBe('date illisible');
});
