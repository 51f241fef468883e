// @vitest-environment node
import { initialViewport, READABLE_ZOOM } from '../../src/syncMap/initialViewport';
import { COLUMN_WIDTH, ROW_HEIGHT } from '../../src/syncMap/layout';
import { NODE_WIDTH } from '../../src/syncMap/MapNodeView';

/** A grid of nodes: `columns` columns of `rows` rows. */
const grid = (columns: number, rows: number) =>
  Array.from({ length: columns * rows }, (_, k) => ({
    x: Math.floor(k / rows) * COLUMN_WIDTH,
    y: (k % rows) * ROW_HEIGHT,
  }));

test('a graph too big to fit readably opens at the readable zoom, from its left edge, around its middle', () => {
  const nodes = grid(5, 20);
  const view = initialViewport(960, 600, nodes);
  expect(view.zoom).toBe(READABLE_ZOOM);
  expect(view.x).toBe(16);
  const height = 20 * ROW_HEIGHT;
  expect(view.y).toBeCloseTo(300 - (height / 2) * READABLE_ZOOM);
});

test('a small graph is shown whole and centred, never enlarged past 100 %', () => {
  const nodes = grid(2, 3);
  const view = initialViewport(1600, 900, nodes);
  expect(view.zoom).toBe(1);
  const width = COLUMN_WIDTH + NODE_WIDTH;
  expect(view.x).toBeCloseTo((1600 - width) / 2);
});
