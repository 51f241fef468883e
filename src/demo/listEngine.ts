import { fieldOf, type Collection } from './collection';
import { keysOf } from './fieldIndex';
import { searchWords } from './text';

export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 5000;
const RESERVED = new Set(['page', 'perPage', 'sort', 'order', 'q', 'ids']);
/** `filter[order]=2`: an equality filter on any field, those named like a list parameter too. */
const ESCAPED_FILTER = /^filter\[(.+)\]$/;

export type SortOrder = 'ASC' | 'DESC';

export interface ListOptions<T> {
  /** Sort used when the request names none (or an unknown field). */
  defaultSort?: { field: keyof T & string; order: SortOrder };
  /** Equality filters applied unless the request sets the same parameter. */
  defaultFilters?: Partial<Record<keyof T & string, string>>;
  /** An extra condition every listed record must meet. */
  where?: (record: T) => boolean;
}

export interface ListResult<T> {
  data: T[];
  total: number;
}

const positiveInt = (value: string | null, fallback: number): number => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : fallback;
};

/** Every value of a filter parameter, commas also separating values ('1,2' means 1 or 2). */
const valuesOf = (values: string[]): Set<string> =>
  new Set(values.flatMap((value) => [value, ...(value.includes(',') ? value.split(',') : [])]));

/** The equality filters of a request: record fields only (`id` meaning the id field). */
function filtersOf<T extends object>(
  table: Collection<T>,
  query: URLSearchParams,
  options: ListOptions<T>,
): Map<string, Set<string>> {
  const filters = new Map<string, Set<string>>();
  for (const [field, value] of Object.entries(options.defaultFilters ?? {})) {
    if (!query.has(field)) filters.set(field, new Set([String(value)]));
  }
  for (const key of new Set(query.keys())) {
    const escaped = ESCAPED_FILTER.exec(key)?.[1];
    const name = escaped ?? key;
    const field = name === 'id' ? table.idField : name;
    if ((escaped !== undefined || !RESERVED.has(key)) && table.hasField(field)) {
      filters.set(field, valuesOf(query.getAll(key)));
    }
  }
  if (query.has('ids')) {
    filters.set(
      table.idField,
      new Set(
        query
          .get('ids')!
          .split(',')
          .map((id) => id.trim()),
      ),
    );
  }
  return filters;
}

/** One condition of a request: the records that may pass it (when known) and its test. */
interface Condition {
  candidates: number[] | null;
  test: (index: number) => boolean;
}

function conditionsOf<T extends object>(
  table: Collection<T>,
  query: URLSearchParams,
  options: ListOptions<T>,
): Condition[] {
  const { records } = table;
  const conditions: Condition[] = [];
  for (const [field, accepted] of filtersOf(table, query, options)) {
    if (field === table.idField) {
      const indexes = [...accepted].map((id) => table.indexOf(id)).filter((index) => index >= 0);
      conditions.push({
        candidates: [...new Set(indexes)].sort((a, b) => a - b),
        test: (index) => accepted.has(table.idOf(records[index])),
      });
    } else {
      conditions.push({
        candidates: table.fieldIndex(field).lookup(accepted),
        test: (index) => keysOf(fieldOf(records[index], field)).some((key) => accepted.has(key)),
      });
    }
  }
  for (const word of searchWords(query.get('q') ?? '')) {
    const keys = table.searchKeyList;
    conditions.push({
      candidates: table.search(word),
      test: (index) => keys[index].includes(word),
    });
  }
  const { where } = options;
  if (where) conditions.push({ candidates: null, test: (index) => where(records[index]) });
  return conditions;
}

/**
 * Indexes (ascending) of the records matching the request's `q`, `ids` and filters, or
 * null for all records. Each filter reads its equality index and each search word scans
 * the search text once; the smallest of those sets is then checked against the others.
 */
export function matchIndexes<T extends object>(
  table: Collection<T>,
  query: URLSearchParams,
  options: ListOptions<T> = {},
): number[] | null {
  const conditions = conditionsOf(table, query, options);
  if (!conditions.length) return null;
  let driver: Condition | null = null;
  for (const condition of conditions) {
    const size = condition.candidates?.length ?? Infinity;
    if (size < (driver?.candidates?.length ?? Infinity)) driver = condition;
  }
  const others = conditions.filter((condition) => condition !== driver);
  const result: number[] = [];
  const check = (index: number) => {
    for (const condition of others) if (!condition.test(index)) return;
    result.push(index);
  };
  if (driver?.candidates) driver.candidates.forEach(check);
  else for (let index = 0; index < table.size; index++) check(index);
  return result;
}

/** The records matching the request's `q`, `ids` and filters (no paging). */
export function matchRecords<T extends object>(
  table: Collection<T>,
  query: URLSearchParams,
  options: ListOptions<T> = {},
): T[] {
  const matches = matchIndexes(table, query, options);
  return matches ? matches.map((index) => table.records[index]) : table.records;
}

function sortOf<T extends object>(
  table: Collection<T>,
  query: URLSearchParams,
  options: ListOptions<T>,
): { field: string; descending: boolean } | null {
  const requested = query.get('sort');
  const field = requested === 'id' ? table.idField : requested;
  if (field && table.hasField(field)) {
    return { field, descending: query.get('order')?.toUpperCase() === 'DESC' };
  }
  const fallback = options.defaultSort;
  return fallback ? { field: fallback.field, descending: fallback.order === 'DESC' } : null;
}

/**
 * The one list engine of the demo API: `page` (1-based), `perPage` (default 25, max 5000),
 * `sort`/`order`, `q` (case- and accent-insensitive words), `ids` (comma-separated) and
 * equality filters on record fields ('true'/'false' for booleans), `field=value` or
 * `filter[field]=value` (the only way for a field named like a list parameter).
 */
export function listRecords<T extends object>(
  table: Collection<T>,
  query: URLSearchParams,
  options: ListOptions<T> = {},
): ListResult<T> {
  const perPage = Math.min(positiveInt(query.get('perPage'), DEFAULT_PER_PAGE), MAX_PER_PAGE);
  const start = (positiveInt(query.get('page'), 1) - 1) * perPage;
  const matches = matchIndexes(table, query, options);
  const sort = sortOf(table, query, options);
  const total = matches ? matches.length : table.size;
  let page: number[];
  if (!sort) {
    page = matches
      ? matches.slice(start, start + perPage)
      : Array.from({ length: Math.max(0, Math.min(perPage, total - start)) }, (_, i) => start + i);
  } else if (!matches) {
    page = table.sortIndex(sort.field).page(start, perPage, sort.descending);
  } else {
    page = table.sortIndex(sort.field).pageOf(matches, start, perPage, sort.descending);
  }
  return { data: page.map((index) => table.records[index]), total };
}
