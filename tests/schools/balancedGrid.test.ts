// @vitest-environment node
import { balancedGrid, rowSizes } from '../../src/schools/balancedGrid';

test('rows are as even as the maximum per row allows, the fuller ones first', () => {
  expect(rowSizes(7, 4)).toEqual([4, 3]);
  expect(rowSizes(7, 3)).toEqual([3, 2, 2]);
  expect(rowSizes(7, 2)).toEqual([2, 2, 2, 1]);
  expect(rowSizes(8, 3)).toEqual([3, 3, 2]);
  expect(rowSizes(6, 6)).toEqual([6]);
  expect(rowSizes(0, 4)).toEqual([]);
});

test('every row fills the grid: each tile spans its row’s share of the columns', () => {
  // A role-less user's 7 school figures.
  expect(balancedGrid(7, 4)).toEqual({ columns: 12, spans: [3, 3, 3, 3, 4, 4, 4] });
  expect(balancedGrid(7, 3)).toEqual({ columns: 6, spans: [2, 2, 2, 3, 3, 3, 3] });
  expect(balancedGrid(7, 2)).toEqual({ columns: 2, spans: [1, 1, 1, 1, 1, 1, 2] });
  // An admin's 8.
  expect(balancedGrid(8, 4)).toEqual({ columns: 4, spans: [1, 1, 1, 1, 1, 1, 1, 1] });
  for (const [count, max] of [
    [5, 3],
    [7, 4],
    [11, 4],
    [6, 6],
  ]) {
    const { columns, spans } = balancedGrid(count, max);
    const rows = rowSizes(count, max);
    let tile = 0;
    for (const size of rows) {
      const row = spans.slice(tile, (tile += size));
      expect(row.reduce((a, b) => a + b, 0)).toBe(columns);
    }
  }
});
