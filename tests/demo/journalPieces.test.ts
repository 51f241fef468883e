import {
  Journal,
  JOURNAL_KEY,
  JOURNAL_PIECE_SIZE,
  removeStoredJournal,
  storedEntries,
  storedJournalItems,
  type JournalEntry,
} from '../../src/demo/journal';
import { memoryStorage, type KeyValueStorage } from '../../src/demo/storage';

const BASE = '2000:1';
const entry = (i: number): JournalEntry => ({ n: 'validation.studentValidation', b: { i }, t: i });
const entries = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => entry(from + i));

/** A storage that remembers the keys and sizes of its writes. */
const watchedStorage = () => {
  const storage = memoryStorage();
  const writes: { key: string; length: number }[] = [];
  const watched: KeyValueStorage = {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => {
      writes.push({ key, length: value.length });
      storage.setItem(key, value);
    },
    removeItem: (key) => storage.removeItem(key),
  };
  return { storage: watched, writes };
};

const journalKeys = (storage: KeyValueStorage) => Object.keys(storedJournalItems(storage)).sort();

test(`every ${JOURNAL_PIECE_SIZE} entries are sealed in a piece of their own, written once; a write rewrites only the entries since`, () => {
  const { storage, writes } = watchedStorage();
  const journal = new Journal(storage, BASE);
  for (const recorded of entries(0, 1000)) journal.append(recorded);
  writes.length = 0;

  journal.append(entry(1000));
  expect(writes.map(({ key }) => key)).toEqual([JOURNAL_KEY]);
  const head = JSON.parse(storage.getItem(JOURNAL_KEY)!);
  expect(head).toEqual({ base: BASE, pieces: 10, ops: [entry(1000)] });
  expect(JSON.parse(storage.getItem(`${JOURNAL_KEY}-10`)!)).toEqual(entries(900, 1000));

  for (const recorded of entries(1001, 1100)) journal.append(recorded);
  expect(writes.filter(({ key }) => key !== JOURNAL_KEY).map(({ key }) => key)).toEqual([
    `${JOURNAL_KEY}-11`,
  ]);
  // No write carries more than one piece's entries, whatever the journal's length.
  const longest = Math.max(...writes.map(({ length }) => length));
  expect(longest).toBeLessThan(JSON.stringify(entries(1000, 1100)).length + 100);
});

test('the next load replays every entry in order, pieces first, and reads the same from its items', () => {
  const storage = memoryStorage();
  const journal = new Journal(storage, BASE);
  for (const recorded of entries(0, 250)) journal.append(recorded);

  expect(new Journal(storage, BASE).entries()).toEqual(entries(0, 250));
  expect(journalKeys(storage)).toEqual([JOURNAL_KEY, `${JOURNAL_KEY}-1`, `${JOURNAL_KEY}-2`]);

  // What the page hands the demo's worker at start: the head and its pieces.
  const copy = memoryStorage();
  for (const [key, value] of Object.entries(storedJournalItems(storage))) copy.setItem(key, value);
  expect(new Journal(copy, BASE).entries()).toEqual(entries(0, 250));
  expect(storedEntries(copy)).toEqual(entries(0, 250));
});

test('a journal written whole by an earlier version is read, then sealed in pieces at its next write', () => {
  const storage = memoryStorage();
  storage.setItem(JOURNAL_KEY, JSON.stringify({ base: BASE, ops: entries(0, 230) }));
  const journal = new Journal(storage, BASE);
  expect(journal.entries()).toEqual(entries(0, 230));

  journal.append(entry(230));
  expect(JSON.parse(storage.getItem(JOURNAL_KEY)!)).toEqual({
    base: BASE,
    pieces: 2,
    ops: entries(200, 231),
  });
  expect(new Journal(storage, BASE).entries()).toEqual(entries(0, 231));
});

test('clear and replaceAll leave no piece behind', () => {
  const storage = memoryStorage();
  const journal = new Journal(storage, BASE);
  for (const recorded of entries(0, 350)) journal.append(recorded);

  journal.replaceAll(entries(0, 120));
  expect(journalKeys(storage)).toEqual([JOURNAL_KEY, `${JOURNAL_KEY}-1`]);
  expect(storage.getItem(`${JOURNAL_KEY}-2`)).toBeNull();
  expect(new Journal(storage, BASE).entries()).toEqual(entries(0, 120));

  journal.clear();
  expect(storage.getItem(JOURNAL_KEY)).toBeNull();
  expect(storage.getItem(`${JOURNAL_KEY}-1`)).toBeNull();
});

test('another generation’s journal is not replayed, and its pieces go at the first write', () => {
  const storage = memoryStorage();
  const other = new Journal(storage, '10:1');
  for (const recorded of entries(0, 320)) other.append(recorded);

  const journal = new Journal(storage, BASE);
  expect(journal.entries()).toEqual([]);
  journal.append(entry(0));
  expect(journalKeys(storage)).toEqual([JOURNAL_KEY]);
  expect(storedEntries(storage)).toEqual([entry(0)]);
});

test('a journal missing a piece is not replayed half: nothing is, with a warning, and it is replaced at the next write', () => {
  const storage = memoryStorage();
  const journal = new Journal(storage, BASE);
  for (const recorded of entries(0, 250)) journal.append(recorded);
  storage.removeItem(`${JOURNAL_KEY}-1`);
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

  const next = new Journal(storage, BASE);
  expect(next.entries()).toEqual([]);
  expect(warn).toHaveBeenCalledWith(
    '[demo API] journal incomplete (a piece is missing): not replayed',
  );
  next.append(entry(0));
  expect(journalKeys(storage)).toEqual([JOURNAL_KEY]);
  expect(storage.getItem(`${JOURNAL_KEY}-2`)).toBeNull();
  warn.mockRestore();
});

test('removeStoredJournal removes the head and every piece, and accepts no storage', () => {
  const storage = memoryStorage();
  const journal = new Journal(storage, BASE);
  for (const recorded of entries(0, 210)) journal.append(recorded);
  removeStoredJournal(storage);
  expect(journalKeys(storage)).toEqual([]);
  expect(storage.getItem(`${JOURNAL_KEY}-2`)).toBeNull();
  expect(() => removeStoredJournal(null)).not.toThrow();
});
