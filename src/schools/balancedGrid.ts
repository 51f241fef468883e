/** Rows of at most `max` tiles, as even as can be: 7 in rows of 3 make 3 + 2 + 2, not 3 + 3 + 1. */
export const rowSizes = (count: number, max: number): number[] => {
  if (count <= 0) return [];
  const rows = Math.ceil(count / Math.max(1, max));
  const base = Math.floor(count / rows);
  return Array.from({ length: rows }, (_, row) => (row < count % rows ? base + 1 : base));
};

const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);

/**
 * A grid whose every row is full: as many columns as each row size divides (3 + 2 + 2 → 6),
 * each tile spanning its row's share. A lone last tile takes the whole row rather than
 * sitting beside a hole.
 */
export const balancedGrid = (count: number, max: number) => {
  const sizes = rowSizes(count, max);
  const columns = sizes.reduce((lcm, size) => (lcm * size) / gcd(lcm, size), 1);
  return { columns, spans: sizes.flatMap((size) => Array<number>(size).fill(columns / size)) };
};
