// @vitest-environment node
import { Collection } from '../../src/demo/collection';
import { listRecords } from '../../src/demo/listEngine';

interface Row {
  id: number;
  name: string;
  group: number;
  tags: string[];
  score: number | null;
}

/** A small deterministic pseudo-random sequence. */
const random = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};

const NAMES = ['Koné', 'kone', 'Yao', 'Éric', 'eric', 'Bamba', 'Zadi', 'Aka'];
const makeRows = (next: () => number, count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: NAMES[Math.floor(next() * NAMES.length)],
    group: Math.floor(next() * 4),
    tags: next() < 0.5 ? ['a'] : ['a', 'b'],
    score: next() < 0.2 ? null : Math.floor(next() * 10),
  }));

const QUERIES = [
  'sort=name',
  'sort=name&order=DESC&perPage=1000',
  'sort=score&perPage=1000',
  'sort=score&order=DESC&group=2&perPage=1000',
  'group=1,3&tags=b&perPage=1000',
  'q=kone eric&perPage=1000',
  'q=1&sort=group&perPage=1000',
  'ids=3,1,77,5&sort=name',
];

test('indexes kept up to date by updates answer like freshly built ones', () => {
  const next = random(42);
  const table = new Collection<Row>(makeRows(next, 300), 'id', ['name', 'id']);
  for (const query of QUERIES) listRecords(table, new URLSearchParams(query)); // build indexes
  for (let step = 0; step < 400; step++) {
    const row = table.records[Math.floor(next() * table.size)];
    table.update(row, {
      name: NAMES[Math.floor(next() * NAMES.length)],
      group: Math.floor(next() * 4),
      tags: next() < 0.5 ? ['b'] : ['a'],
      score: next() < 0.1 ? null : Math.floor(next() * 10),
    });
  }
  const fresh = new Collection<Row>(
    table.records.map((row) => ({ ...row })),
    'id',
    ['name', 'id'],
  );
  for (const query of QUERIES) {
    const params = new URLSearchParams(query);
    expect(listRecords(table, params), query).toEqual(listRecords(fresh, params));
  }
});

test('insertions and deletions rebuild the indexes', () => {
  const table = new Collection<Row>(makeRows(random(7), 50), 'id', ['name']);
  listRecords(table, new URLSearchParams('sort=name&q=kone'));
  table.insert({ id: 51, name: 'Koné Zoé', group: 9, tags: [], score: 1 });
  table.remove(table.find(1)!);
  const kone = listRecords(table, new URLSearchParams('q=kone&sort=name&order=DESC&perPage=100'));
  expect(kone.data[0].id).toBe(51);
  expect(kone.data.some((row) => row.id === 1)).toBe(false);
  expect(listRecords(table, new URLSearchParams('group=9')).total).toBe(1);
  expect(table.nextId()).toBe(52);
});
