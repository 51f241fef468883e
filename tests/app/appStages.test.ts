import { loadInStages, prefetchAppFiles } from '../../src/appStages';

const META =
  '<meta name="app-entry" content="/assets/index.js" data-app="/assets/AppFirst-1.js /assets/App-2.js" data-views="/assets/views-3.js">';
const links = (rel: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((link) =>
    link.getAttribute('href'),
  );

beforeEach(() => {
  document.head.innerHTML = META;
});
afterEach(() => vi.useRealTimers());

test('the app is evaluated in two tasks, its files all preloaded at once', async () => {
  vi.useFakeTimers();
  const order: string[] = [];
  const loading = loadInStages(
    async () => order.push('first'),
    async () => {
      order.push('then');
      return 'app';
    },
  );
  expect(links('modulepreload')).toEqual(['/assets/AppFirst-1.js', '/assets/App-2.js']);
  await vi.advanceTimersByTimeAsync(0);
  expect(await loading).toBe('app');
  expect(order).toEqual(['first', 'then']);
});

test('the second stage waits for a task of its own after the first', async () => {
  vi.useFakeTimers();
  const second = vi.fn(async () => 'app');
  void loadInStages(async () => undefined, second);
  await Promise.resolve();
  await Promise.resolve();
  expect(second).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(0);
  expect(second).toHaveBeenCalledOnce();
});

test('once the page has loaded, the app’s files then the shared views are prefetched, each once', () => {
  prefetchAppFiles();
  prefetchAppFiles();
  expect(links('prefetch')).toEqual([
    '/assets/AppFirst-1.js',
    '/assets/App-2.js',
    '/assets/views-3.js',
  ]);
});

test('the dev server’s page names no files: nothing is added', () => {
  document.head.innerHTML = '';
  prefetchAppFiles();
  expect(links('prefetch')).toEqual([]);
});
