import { normalizeText } from './text';

export type SortValue = string | number | null;

/** The value a record is sorted on: numbers as is, texts normalised (case, accents). */
export const sortValueOf = (value: unknown): SortValue => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return normalizeText(Array.isArray(value) ? value.join(' ') : String(value));
};

const typeRank = (value: SortValue) => (typeof value === 'number' ? 0 : value === null ? 2 : 1);

/** Numbers, then texts, then nulls. */
export const compareSortValues = (a: SortValue, b: SortValue): number => {
  if (a === b) return 0;
  const byType = typeRank(a) - typeRank(b);
  if (byType) return byType;
  return (a as string | number) < (b as string | number) ? -1 : 1;
};

/**
 * The ascending order of a table on one field (ties in natural order), with each record's
 * rank in it. Built once by grouping equal values (few distinct names: a small sort), then
 * kept right by moving one record when its value changes. Any subset of records is then
 * sorted by a native sort of their ranks, and DESC is ASC read backwards.
 */
export class SortIndex {
  private readonly order: Int32Array;
  private readonly rank: Int32Array;

  constructor(private readonly values: SortValue[]) {
    const groups = new Map<SortValue, number[]>();
    values.forEach((value, index) => {
      const group = groups.get(value);
      if (group) group.push(index);
      else groups.set(value, [index]);
    });
    this.order = new Int32Array(values.length);
    this.rank = new Int32Array(values.length);
    let position = 0;
    for (const value of [...groups.keys()].sort(compareSortValues)) {
      for (const index of groups.get(value)!) this.place(index, position++);
    }
  }

  private place(index: number, position: number): void {
    this.order[position] = index;
    this.rank[index] = position;
  }

  private before(a: SortValue, aIndex: number, bIndex: number): boolean {
    const byValue = compareSortValues(a, this.values[bIndex]);
    return byValue < 0 || (byValue === 0 && aIndex < bIndex);
  }

  /** Moves record `index` to where its new value belongs. */
  move(index: number, value: SortValue): void {
    const { order } = this;
    const from = this.rank[index];
    order.copyWithin(from, from + 1);
    let low = 0;
    let high = order.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.before(value, index, order[middle])) high = middle;
      else low = middle + 1;
    }
    order.copyWithin(low + 1, low, order.length - 1);
    this.values[index] = value;
    for (let position = Math.min(from, low); position <= Math.max(from, low); position++) {
      this.place(position === low ? index : order[position], position);
    }
  }

  /** Record indexes from `start`, `count` of them, in the requested direction. */
  page(start: number, count: number, descending: boolean): number[] {
    const size = this.order.length;
    const end = Math.min(size, start + count);
    const page: number[] = [];
    for (let position = start; position < end; position++) {
      page.push(this.order[descending ? size - 1 - position : position]);
    }
    return page;
  }

  /** Sorts some record indexes. */
  sort(indexes: ArrayLike<number>, descending: boolean): number[] {
    const ranks = new Int32Array(indexes.length);
    for (let i = 0; i < indexes.length; i++) ranks[i] = this.rank[indexes[i]];
    ranks.sort();
    if (descending) ranks.reverse();
    return Array.from(ranks, (rank) => this.order[rank]);
  }
}
