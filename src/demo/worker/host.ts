import { answerRequest, servedEndpointNames } from '../handlers/answer';
import { DemoRuntime } from '../runtime';
import { generateDemoDbInSlices } from '../seed';
import { memoryStorage, type KeyValueStorage } from '../storage';
import type { FromWorker, ToWorker, WorkerStart } from './protocol';

type Post = (message: FromWorker) => void;

/**
 * A storage kept in the worker's memory whose every write is also posted to the page, which
 * keeps it in localStorage: workers have none, and the journal must survive a reload.
 */
export function mirroredStorage(stored: Record<string, string>, post: Post): KeyValueStorage {
  const memory = memoryStorage();
  for (const [key, value] of Object.entries(stored)) memory.setItem(key, value);
  return {
    getItem: (key) => memory.getItem(key),
    setItem: (key, value) => {
      memory.setItem(key, value);
      post({ type: 'store', key, value });
    },
    removeItem: (key) => {
      memory.removeItem(key);
      post({ type: 'store', key, value: null });
    },
  };
}

const runtimeFor = (start: WorkerStart, post: Post) =>
  new DemoRuntime({
    students: start.students,
    seed: start.seed,
    storage: mirroredStorage(start.stored, post),
    // Generated in slices, a login answered between them; the scheduler's runs lead up to
    // today, not to the seed's fixed date.
    accountsFirst: true,
    createDb: (generation) => generateDemoDbInSlices({ ...generation, now: Date.now() }),
  });

/**
 * The demo API's side of the worker protocol, with no Worker in it (tests call it in Node):
 * one runtime for every page that connects (the tabs of a shared worker; the one page of a
 * dedicated worker). `connect(post)` gives a page's message handler: the first `start` makes
 * the runtime and generates the data at once, a later page's `start` finds it running (its
 * journal is the runtime's: the pages mirror one localStorage); each `request` is answered by
 * the core; `reset` forgets the writes and regenerates; `disconnect` (the page is gone) stops
 * mirroring the writes to it. The writes are mirrored to every connected page.
 */
export function createDemoHost(): (post: Post) => (message: ToWorker) => Promise<void> {
  const pages = new Set<Post>();
  const toEveryPage: Post = (message) => pages.forEach((post) => post(message));
  let runtime: DemoRuntime | null = null;
  let answering = 0;
  /** Runs `task` once no request is being answered (the login waits for the data). */
  const whenIdle = (task: () => void) => {
    const check = () => (answering ? setTimeout(check, 20) : task());
    setTimeout(check, 0);
  };
  // Indexes are built on first use, except the first list's, made while the app loads
  // after the login: at 500,000 students one takes up to a second, which a request
  // arriving meanwhile (the next page) would wait for.
  const generate = (current: DemoRuntime) =>
    void current.store().then(
      (store) => whenIdle(() => store.prepareStudentList()),
      (error: unknown) => toEveryPage({ type: 'failed', message: String(error) }),
    );
  return (post) => async (message) => {
    if (message.type === 'start') {
      pages.add(post);
      if (!runtime) generate((runtime = runtimeFor(message.start, toEveryPage)));
      post({ type: 'ready', endpointNames: servedEndpointNames() });
      return;
    }
    if (message.type === 'disconnect') {
      pages.delete(post);
      return;
    }
    if (!runtime) throw new Error('[demo API] the worker got a request before start');
    if (message.type === 'request') {
      answering++;
      try {
        post({
          type: 'answer',
          id: message.id,
          answer: await answerRequest(runtime, message.request),
        });
      } finally {
        answering--;
      }
    } else {
      await runtime.reset();
      post({ type: 'resetDone', id: message.id });
      generate(runtime);
    }
  };
}

/** The host of a dedicated worker: one page. */
export const createWorkerHost = (post: Post) => createDemoHost()(post);
