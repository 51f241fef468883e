import { FieldIndex } from './fieldIndex';
import { SortIndex, sortValueOf } from './sortIndex';
import { normalizeText } from './text';

/** A record of any collection, read field by field. */
type Fields = Record<string, unknown>;

export const fieldOf = (record: object, field: string): unknown => (record as Fields)[field];

/**
 * One table of the demo database: the records array of the DemoDb (mutated in place) plus
 * the indexes that make lists fast on 50,000 rows, all built on first use: an id index,
 * one normalised search key per record, an equality index per filtered field and a sorted
 * order per sort field. An update moves the one record in the indexes of the fields it
 * changed; an insertion or a deletion drops them all.
 */
export class Collection<T extends object> {
  private byId: Map<string, number> | null = null;
  private searchKeys: string[] | null = null;
  /** All search keys joined by newlines, and where each starts: one native scan per word. */
  private searchText: { text: string; starts: Int32Array } | null = null;
  private readonly sortIndexes = new Map<string, SortIndex>();
  private readonly fieldIndexes = new Map<string, FieldIndex>();
  private fieldSet: Set<string> | null = null;
  private lastId: number | null = null;
  private readonly updateListeners: ((before: T, after: T) => void)[] = [];

  constructor(
    readonly records: T[],
    readonly idField: keyof T & string,
    readonly searchFields: readonly string[],
    /** Fields never filtered nor sorted on (a password). */
    private readonly hiddenFields: readonly string[] = [],
  ) {}

  get size(): number {
    return this.records.length;
  }

  idOf(record: T): string {
    return String(fieldOf(record, this.idField));
  }

  /** Whether `field` is a visible field of the records (known from the first one). */
  hasField(field: string): boolean {
    if (!this.fieldSet) {
      this.fieldSet = new Set([this.idField, ...Object.keys(this.records[0] ?? {})]);
      for (const hidden of this.hiddenFields) this.fieldSet.delete(hidden);
    }
    return this.fieldSet.has(field);
  }

  indexOf(id: string | number): number {
    if (!this.byId) {
      this.byId = new Map(this.records.map((record, index) => [this.idOf(record), index]));
    }
    return this.byId.get(String(id)) ?? -1;
  }

  find(id: string | number | null | undefined): T | undefined {
    if (id === null || id === undefined) return undefined;
    const index = this.indexOf(id);
    return index < 0 ? undefined : this.records[index];
  }

  /** The next numeric id: one more than the largest so far. */
  nextId(): number {
    if (this.lastId === null) {
      this.lastId = this.records.reduce(
        (max, record) => Math.max(max, Number(fieldOf(record, this.idField)) || 0),
        0,
      );
    }
    return this.lastId + 1;
  }

  insert(record: T): T {
    this.records.push(record);
    const id = Number(fieldOf(record, this.idField));
    if (this.lastId !== null && id > this.lastId) this.lastId = id;
    this.byId?.set(this.idOf(record), this.records.length - 1);
    this.searchKeys?.push(this.makeSearchKey(record));
    this.searchText = null;
    this.dropIndexes();
    this.fieldSet = null;
    return record;
  }

  /** Calls `listener` after each update, with the record before and after it. */
  onUpdate(listener: (before: T, after: T) => void): void {
    this.updateListeners.push(listener);
  }

  /** Replaces a record by a copy with `patch` applied; returns the new record. */
  update(record: T, patch: Partial<T>): T {
    const index = this.indexOf(this.idOf(record));
    if (index < 0) throw new Error(`Unknown record ${this.idOf(record)}`);
    const next = { ...this.records[index], ...patch };
    const changed = Object.keys(patch).filter(
      (field) => fieldOf(this.records[index], field) !== fieldOf(next, field),
    );
    const previous = this.records[index];
    this.records[index] = next;
    for (const field of changed) {
      this.sortIndexes.get(field)?.move(index, sortValueOf(fieldOf(next, field)));
      this.fieldIndexes.get(field)?.move(index, fieldOf(previous, field), fieldOf(next, field));
    }
    if (this.searchKeys && changed.some((field) => this.searchFields.includes(field))) {
      this.searchKeys[index] = this.makeSearchKey(next);
      this.searchText = null;
    }
    for (const listener of this.updateListeners) listener(previous, next);
    return next;
  }

  remove(record: T): void {
    const id = this.idOf(record);
    this.removeWhere((item) => this.idOf(item) === id);
  }

  /** Removes every record passing `test`; returns them. */
  removeWhere(test: (record: T) => boolean): T[] {
    const removed = this.records.filter(test);
    if (!removed.length) return removed;
    const kept = this.records.filter((record) => !test(record));
    this.records.splice(0, this.records.length, ...kept);
    this.byId = null;
    this.searchKeys = null;
    this.searchText = null;
    this.dropIndexes();
    return removed;
  }

  /** The normalised search key of each record, by record index. */
  get searchKeyList(): readonly string[] {
    this.searchKeys ??= this.records.map((record) => this.makeSearchKey(record));
    return this.searchKeys;
  }

  /** Indexes (ascending) of the records whose search key contains `word` (normalised). */
  search(word: string): number[] {
    if (!this.searchText) {
      const keys = this.searchKeyList;
      const starts = new Int32Array(keys.length + 1);
      keys.forEach((key, index) => (starts[index + 1] = starts[index] + key.length + 1));
      this.searchText = { text: keys.join('\n'), starts };
    }
    const { text, starts } = this.searchText;
    const found: number[] = [];
    let record = 0;
    for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, starts[record])) {
      while (starts[record + 1] <= at) record++;
      found.push(record);
      record++;
    }
    return found;
  }

  /** The sorted order of the records on `field`. */
  sortIndex(field: string): SortIndex {
    let index = this.sortIndexes.get(field);
    if (!index) {
      index = new SortIndex(this.records.map((record) => sortValueOf(fieldOf(record, field))));
      this.sortIndexes.set(field, index);
    }
    return index;
  }

  /** The equality index of `field`. */
  fieldIndex(field: string): FieldIndex {
    let index = this.fieldIndexes.get(field);
    if (!index) {
      index = new FieldIndex(this.records.map((record) => fieldOf(record, field)));
      this.fieldIndexes.set(field, index);
    }
    return index;
  }

  private dropIndexes(): void {
    this.sortIndexes.clear();
    this.fieldIndexes.clear();
  }

  private makeSearchKey(record: T): string {
    const fields = this.searchFields.length
      ? this.searchFields
      : Object.keys(record).filter((field) => typeof fieldOf(record, field) === 'string');
    const text = fields.map((field) => String(fieldOf(record, field) ?? '')).join(' ');
    return normalizeText(text).replace(/\n/g, ' ');
  }
}
