// @vitest-environment node
import { toStateRows } from '../../src/dashboards/toStateRows';
import { csvPercent, formatCount, formatPercent, ratio } from '../../src/dashboards/format';
import {
  photoQueuePath,
  statsBySchoolPath,
  statsStudentsPath,
  validationBySchoolPath,
} from '../../src/dashboards/paths';
import { searchRows, sortRows, type StateRow } from '../../src/dashboards/stateRows';

const NNBSP = '\u202f';

const row = (id: number, name: string, validated: number, pending: number, rejected: number) => ({
  id,
  name,
  validated,
  pending,
  rejected,
  total: validated + pending + rejected,
  students: validated + pending + rejected,
});

test('numbers are written the French way, with a narrow no-break space that never wraps', () => {
  expect(formatCount(1234)).toBe(`1${NNBSP}234`);
  expect(formatCount(50000)).toBe(`50${NNBSP}000`);
  expect(formatCount(7)).toBe('7');
});

test('percentages have one decimal, and no whole gives a dash rather than a made-up 0 %', () => {
  expect(formatPercent(ratio(1, 3))).toBe(`33,3${NNBSP}%`);
  expect(formatPercent(ratio(2, 2))).toBe(`100,0${NNBSP}%`);
  expect(formatPercent(ratio(0, 0))).toBe('–');
  expect(csvPercent(ratio(1, 8))).toBe('12,5');
  expect(csvPercent(ratio(1234, 1000))).toBe('123,4');
  expect(csvPercent(undefined)).toBe('');
});

test('rows sort by size, by rate (no rate last) or by name, ties by name', () => {
  const rows: StateRow[] = [
    row(1, 'Bouaké', 5, 5, 0),
    row(2, 'Abidjan', 2, 8, 0),
    row(3, 'Zuénoula', 0, 0, 0),
    row(4, 'Daloa', 9, 1, 0),
  ];
  expect(sortRows(rows, 'total', 'data').map((r) => r.name)).toEqual([
    'Abidjan',
    'Bouaké',
    'Daloa',
    'Zuénoula',
  ]);
  expect(sortRows(rows, 'rate', 'data').map((r) => r.id)).toEqual([4, 1, 2, 3]);
  // Photos: the rate is the share examined (validated or rejected).
  const photos = [row(1, 'A', 1, 9, 0), row(2, 'B', 0, 5, 5)];
  expect(sortRows(photos, 'rate', 'photo').map((r) => r.id)).toEqual([2, 1]);
  expect(sortRows(rows, 'name', 'data').map((r) => r.name)).toEqual([
    'Abidjan',
    'Bouaké',
    'Daloa',
    'Zuénoula',
  ]);
});

test('the school search ignores case and accents', () => {
  const rows = [row(1, 'Lycée Moderne de Bouaké', 1, 0, 0), row(2, 'EPP Daloa', 1, 0, 0)];
  expect(searchRows(rows, 'LYCEE').map((r) => r.id)).toEqual([1]);
  expect(searchRows(rows, ' bouake ').map((r) => r.id)).toEqual([1]);
  expect(searchRows(rows, '')).toHaveLength(2);
});

test('a bar is its parts summed; a school total counts its students, with a photo or not', () => {
  const [school] = toStateRows(
    [{ school_id: 4, school_name: 'EPP', total: 30, pending: 3, validated: 10, rejected: 2 }],
    (item) => item.school_id,
    (item) => item.school_name,
  );
  expect(school).toEqual({
    id: 4,
    name: 'EPP',
    validated: 10,
    pending: 3,
    rejected: 2,
    total: 15,
    students: 30,
  });
});

test('drill-down and queue URLs', () => {
  expect(statsBySchoolPath(3)).toBe('/statsDashboardBySchool?dren_id=3');
  expect(statsStudentsPath({ drenId: 3, schoolId: 12 })).toBe(
    '/statsDashboardStudents?dren_id=3&school_id=12',
  );
  expect(statsStudentsPath({ drenId: 3, schoolId: 12, state: 'pending' })).toBe(
    '/statsDashboardStudents?dren_id=3&school_id=12&state=pending',
  );
  expect(validationBySchoolPath(5)).toBe('/validationDashboardBySchool?dren_id=5');
  expect(statsBySchoolPath(3, 'table')).toBe('/statsDashboardBySchool?dren_id=3&view=table');
  expect(statsBySchoolPath(3, 'chart')).toBe('/statsDashboardBySchool?dren_id=3');
  expect(validationBySchoolPath(5, 'table')).toBe(
    '/validationDashboardBySchool?dren_id=5&view=table',
  );
  const queue = photoQueuePath({ drenId: 3, schoolId: 12 });
  expect(queue).toBe('/validation?target=photo&dren_id=3&school_id=12');
  expect(photoQueuePath({ drenId: 3 })).toBe('/validation?target=photo&dren_id=3');
});
