// @vitest-environment node
import { Collection } from '../../src/demo/collection';
import { listRecords } from '../../src/demo/listEngine';
import { generateDemoDb } from '../../src/demo/seed';
import { SortIndex } from '../../src/demo/sortIndex';

/** A small deterministic pseudo-random sequence. */
const random = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};

test("a page of sorted matches equals the full sort's page, whatever the density", () => {
  const next = random(7);
  const size = 5000;
  const values = Array.from({ length: size }, () =>
    next() < 0.1 ? null : next() < 0.5 ? Math.floor(next() * 50) : `n${Math.floor(next() * 300)}`,
  );
  const index = new SortIndex(values);
  // From 3 matches (bounded selection) to nearly all (walking the order).
  for (const density of [0.0006, 0.01, 0.1, 0.5, 0.95]) {
    const matches = [];
    for (let i = 0; i < size; i++) if (next() < density) matches.push(i);
    for (const descending of [false, true]) {
      const sorted = index.sort(matches, descending);
      for (const [start, count] of [
        [0, 25],
        [25, 25],
        [0, 1],
        [100, 50],
        [matches.length - 3, 25],
        [matches.length + 10, 25],
      ]) {
        expect(index.pageOf(matches, start, count, descending)).toEqual(
          sorted.slice(start, start + count),
        );
      }
    }
  }
});

test('student lists filtered and sorted: the page is the full sort’s page', () => {
  const db = generateDemoDb({ students: 3000 });
  const students = new Collection(db.students, 'student_idNumber', ['student_lastName']);
  const queries = [
    'sort=student_lastName&student_state=pending',
    'sort=student_lastName&order=DESC&student_state=validated&page=3',
    'sort=student_updatedAt&order=DESC&school_id=' + db.students[0].school_id,
    'sort=student_firstName&q=ko&page=2&perPage=10',
    'sort=student_birthDate&student_hasPhoto=false',
  ];
  for (const query of queries) {
    const params = new URLSearchParams(query);
    const { data, total } = listRecords(students, params);
    const all = new URLSearchParams(params);
    all.set('page', '1');
    all.set('perPage', '5000');
    const every = listRecords(students, all).data;
    const perPage = Number(params.get('perPage') ?? 25);
    const start = (Number(params.get('page') ?? 1) - 1) * perPage;
    expect(total).toBe(every.length);
    expect(data.length).toBeGreaterThan(0);
    expect(data).toEqual(every.slice(start, start + perPage));
  }
});

test('texts sort in natural order: a school numbered 2 comes before 19 and 20', () => {
  const names = ['Collège Moderne 20', 'Collège Moderne 19', 'Collège Moderne 2', 'Collège A'];
  const index = new SortIndex(names.map((name) => name.toLowerCase()));
  expect(index.page(0, names.length, false).map((i) => names[i])).toEqual([
    'Collège A',
    'Collège Moderne 2',
    'Collège Moderne 19',
    'Collège Moderne 20',
  ]);
});
