/** The keys a record value is filed under: String(value), each item for an array. */
export const keysOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : [String(value)];

/** Where `index` goes in an ascending list (binary search). */
const slot = (list: number[], index: number): number => {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (list[middle] < index) low = middle + 1;
    else high = middle;
  }
  return low;
};

/**
 * An equality index on one field: for each value (as a string), the ascending indexes of
 * the records holding it. Built once, then updated record by record.
 */
export class FieldIndex {
  private readonly postings = new Map<string, number[]>();

  constructor(values: readonly unknown[]) {
    values.forEach((value, index) => {
      for (const key of keysOf(value)) this.list(key).push(index);
    });
  }

  private list(key: string): number[] {
    let list = this.postings.get(key);
    if (!list) this.postings.set(key, (list = []));
    return list;
  }

  /** Indexes of the records whose value is one of `keys`, ascending. */
  lookup(keys: Iterable<string>): number[] {
    const lists = [...new Set(keys)].map((key) => this.postings.get(key) ?? []);
    if (lists.length === 1) return lists[0];
    return [...new Set(lists.flat())].sort((a, b) => a - b);
  }

  /** Files record `index` under its new value instead of the old one. */
  move(index: number, before: unknown, after: unknown): void {
    for (const key of keysOf(before)) {
      const list = this.postings.get(key);
      const at = list ? slot(list, index) : -1;
      if (list && list[at] === index) list.splice(at, 1);
    }
    for (const key of keysOf(after)) {
      const list = this.list(key);
      const at = slot(list, index);
      if (list[at] !== index) list.splice(at, 0, index);
    }
  }
}
