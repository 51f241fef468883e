// @vitest-environment node
import { fetchAllPages } from '../../src/common/export/fetchAllPages';

/** A server of `total` numbered records that answers each page after `delay` ms, at most `cap` a page. */
const server = (total: number, { cap = Infinity, delay = 0 } = {}) => {
  const asked: { page: number; perPage: number }[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const fetchPage = async (page: number, wanted: number) => {
    asked.push({ page, perPage: wanted });
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await new Promise((resolve) => setTimeout(resolve, delay));
    inFlight -= 1;
    const perPage = Math.min(wanted, cap);
    const start = (page - 1) * perPage;
    const size = Math.max(0, Math.min(perPage, total - start));
    return { data: Array.from({ length: size }, (_, index) => start + index), total };
  };
  return { fetchPage, asked, maxInFlight: () => maxInFlight };
};

test('after the first page, a few pages are asked at once; records come back in order', async () => {
  const api = server(95, { delay: 5 });
  const records = await fetchAllPages({
    perPage: 10,
    concurrency: 4,
    signal: new AbortController().signal,
    fetchPage: api.fetchPage,
  });
  expect(records).toEqual(Array.from({ length: 95 }, (_, index) => index));
  expect(api.asked.map(({ page }) => page)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  expect(api.maxInFlight()).toBe(4);
});

test('a server that caps the page size: its size becomes the page size, nothing is skipped', async () => {
  const api = server(45, { cap: 10 });
  const records = await fetchAllPages({
    perPage: 5000,
    concurrency: 3,
    signal: new AbortController().signal,
    fetchPage: api.fetchPage,
  });
  expect(records).toEqual(Array.from({ length: 45 }, (_, index) => index));
  expect(api.asked.slice(1).every(({ perPage }) => perPage === 10)).toBe(true);
});

test('progress counts every record received, up to the total', async () => {
  const progress: number[] = [];
  await fetchAllPages({
    perPage: 10,
    concurrency: 2,
    signal: new AbortController().signal,
    fetchPage: server(30).fetchPage,
    onProgress: (done, total) => {
      expect(total).toBe(30);
      progress.push(done);
    },
  });
  expect(progress).toEqual([10, 20, 30]);
});
