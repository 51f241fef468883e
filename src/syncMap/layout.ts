import { NODE_KINDS, type MapGraph } from './graphTypes';

export const COLUMN_WIDTH = 290;
export const ROW_HEIGHT = 76;

export interface Point {
  x: number;
  y: number;
}

const average = (values: number[]): number | undefined =>
  values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : undefined;

/**
 * A layered layout without a library: one column per kind of node, in the data's direction;
 * within a column, nodes are ordered by the mean rank of their neighbours in the column
 * before (then after, then before again), which keeps most links from crossing. Columns are
 * centred on the tallest one.
 */
export function layoutGraph({ nodes, edges }: MapGraph): Map<string, Point> {
  const columns = NODE_KINDS.map((kind) => nodes.filter((node) => node.kind === kind));
  const rank = new Map<string, number>();
  const rankColumn = (column: typeof nodes) =>
    column.forEach((node, index) => rank.set(node.id, index));
  columns.forEach(rankColumn);

  const neighbours = (id: string, direction: 'in' | 'out') =>
    edges
      .filter((edge) => (direction === 'in' ? edge.target === id : edge.source === id))
      .map((edge) => rank.get(direction === 'in' ? edge.source : edge.target))
      .filter((value): value is number => value !== undefined);

  const sortColumn = (index: number, direction: 'in' | 'out') => {
    const column = columns[index];
    const keys = new Map(
      column.map((node) => [
        node.id,
        average(neighbours(node.id, direction)) ?? rank.get(node.id)!,
      ]),
    );
    column.sort((a, b) => keys.get(a.id)! - keys.get(b.id)! || rank.get(a.id)! - rank.get(b.id)!);
    rankColumn(column);
  };
  for (let index = 1; index < columns.length; index++) sortColumn(index, 'in');
  for (let index = columns.length - 2; index >= 0; index--) sortColumn(index, 'out');
  for (let index = 1; index < columns.length; index++) sortColumn(index, 'in');

  const tallest = Math.max(...columns.map((column) => column.length));
  const positions = new Map<string, Point>();
  columns.forEach((column, columnIndex) => {
    const offset = ((tallest - column.length) * ROW_HEIGHT) / 2;
    column.forEach((node, row) =>
      positions.set(node.id, { x: columnIndex * COLUMN_WIDTH, y: offset + row * ROW_HEIGHT }),
    );
  });
  return positions;
}
