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

/** Texts in natural order: « Collège Moderne 2 » before « Collège Moderne 19 ». */
const naturalOrder = new Intl.Collator('fr', { numeric: true }).compare;

/** Numbers, then texts (in natural order), then nulls. */
export const compareSortValues = (a: SortValue, b: SortValue): number => {
  if (a === b) return 0;
  const byType = typeRank(a) - typeRank(b);
  if (byType) return byType;
  if (typeof a === 'string') return naturalOrder(a, b as string) || (a < (b as string) ? -1 : 1);
  return (a as number) < (b as number) ? -1 : 1;
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

  /**
   * One page of some record indexes once sorted (`sort(indexes).slice(start, start + count)`)
   * without sorting them all: a page costs what a page costs. Many matches: walk the sorted
   * order and keep those that match until the page is full; few: keep the `start + count`
   * best ranks while reading them once; a page deep in the list: sort them all.
   */
  pageOf(indexes: ArrayLike<number>, start: number, count: number, descending: boolean): number[] {
    const matches = indexes.length;
    const wanted = Math.min(matches, start + count);
    if (start >= wanted) return [];
    if (wanted > matches / 2) return this.sort(indexes, descending).slice(start, wanted);
    const size = this.order.length;
    const walked = (wanted * size) / matches;
    const ranks =
      walked <= matches
        ? this.walk(indexes, wanted, descending)
        : smallestRanks(this.rank, indexes, wanted, descending);
    return Array.from(ranks.subarray(start), (rank) => this.order[rank]);
  }

  /** The first `wanted` ranks of `indexes` in the order asked for, reading the order. */
  private walk(indexes: ArrayLike<number>, wanted: number, descending: boolean): Int32Array {
    const size = this.order.length;
    const member = new Uint8Array(size);
    for (let i = 0; i < indexes.length; i++) member[indexes[i]] = 1;
    const ranks = new Int32Array(wanted);
    let found = 0;
    for (let step = 0; step < size && found < wanted; step++) {
      const position = descending ? size - 1 - step : step;
      if (member[this.order[position]]) ranks[found++] = position;
    }
    return ranks;
  }
}

/**
 * The `wanted` smallest ranks of `indexes` (largest when descending), in order: a bounded
 * heap whose top is the worst kept, so each other index costs one comparison.
 */
function smallestRanks(
  rank: Int32Array,
  indexes: ArrayLike<number>,
  wanted: number,
  descending: boolean,
): Int32Array {
  // Ranks negated when descending: the smallest keys are then the largest ranks.
  const keyOf = (index: number) => (descending ? -rank[index] : rank[index]);
  const heap = new Int32Array(wanted);
  let size = 0;
  const siftDown = (from: number) => {
    let at = from;
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let largest = at;
      if (left < size && heap[left] > heap[largest]) largest = left;
      if (right < size && heap[right] > heap[largest]) largest = right;
      if (largest === at) return;
      [heap[at], heap[largest]] = [heap[largest], heap[at]];
      at = largest;
    }
  };
  for (let i = 0; i < indexes.length; i++) {
    const key = keyOf(indexes[i]);
    if (size < wanted) {
      let at = size++;
      heap[at] = key;
      while (at > 0 && heap[(at - 1) >> 1] < heap[at]) {
        const parent = (at - 1) >> 1;
        [heap[at], heap[parent]] = [heap[parent], heap[at]];
        at = parent;
      }
    } else if (key < heap[0]) {
      heap[0] = key;
      siftDown(0);
    }
  }
  const keys = heap.subarray(0, size).sort();
  return descending ? keys.map((key) => -key) : keys;
}
