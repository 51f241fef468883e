import { DEFAULT_STUDENT_COUNT } from './db';
import { clearDemoFaults, readFaultsFrom, setDemoFaults, type DemoFaults } from './faults';
import { removeStoredJournal, storedJournalItems } from './journal';
import type { PageDescription } from './pageDescriptions';
import type { DemoApiOptions } from './runtime';
import { localStorageOrNull, storedNumber } from './storage';
import { dedicatedChannel, DemoWorkerClient, sharedChannel } from './worker/client';

export { clearDemoFaults, setDemoFaults };
export type { DemoApiOptions, DemoFaults };

/** localStorage keys read at start: student count and latency (ms) of the demo API. */
export const STUDENTS_KEY = 'demo-api-students';
export const LATENCY_KEY = 'demo-api-latency';
const DEFAULT_LATENCY_MS = 150;

/** Controls of the demo API, also reachable from the browser console as `window.demoApi`. */
export interface DemoApiControls {
  reset: () => Promise<void>;
  setFaults: (faults: DemoFaults) => void;
  clearFaults: () => void;
  /** The app's pages, for browser tests (e.g. the fault matrix). */
  pages: () => PageDescription[];
}

declare global {
  interface Window {
    demoApi?: DemoApiControls;
  }
}

// Only light static imports: the worker starts (and generates the data) as soon as this
// module runs, while the app's modules still load.
let started: Promise<void> | null = null;
let client: DemoWorkerClient | null = null;

/** Clears the journal of writes and regenerates the demo data. */
export async function resetDemoData(): Promise<void> {
  if (client) await client.reset();
  else removeStoredJournal(localStorageOrNull());
}

/**
 * The demo API's worker: one shared by the tabs of the origin (of the same student count and
 * seed), so that a tab opened beside another finds the data generated and the same writes; a
 * worker of its own where the browser has no shared workers (Chrome on Android).
 */
const openWorker = (name: string) =>
  typeof SharedWorker === 'function'
    ? sharedChannel(
        new SharedWorker(new URL('./worker/worker.ts', import.meta.url), { type: 'module', name }),
      )
    : dedicatedChannel(
        new Worker(new URL('./worker/worker.ts', import.meta.url), { type: 'module', name }),
      );

/**
 * Starts the embedded demo API in the browser: a service worker (MSW) receives every /api
 * call and, after the faults and latency, hands it to the worker that holds the data
 * (`openWorker`; generated there at start, the first calls waiting for it), replays the
 * journal of writes and answers; the page keeps the journal in localStorage. Of the options, `students`,
 * `seed` and `latencyMs` apply (the others cannot cross to the worker). Resolves once both
 * workers answer; rejects if either cannot start.
 */
export function startDemoApi(options: DemoApiOptions = {}): Promise<void> {
  started ??= (async () => {
    const storage = localStorageOrNull();
    const students = options.students ?? storedNumber(storage, STUDENTS_KEY, DEFAULT_STUDENT_COUNT);
    const starting = DemoWorkerClient.start(
      openWorker(`demo-api-${students}-${options.seed ?? 'default'}`),
      { students, seed: options.seed, stored: storage ? storedJournalItems(storage) : {} },
      {
        storage,
        latencyMs: options.latencyMs ?? storedNumber(storage, LATENCY_KEY, DEFAULT_LATENCY_MS),
      },
    );
    // MSW loads while the worker starts.
    const [{ startServiceWorker, describePages }, workerClient] = await Promise.all([
      import('./serviceWorker'),
      starting,
    ]);
    client = workerClient;
    window.addEventListener('pagehide', () => workerClient.follow(false));
    window.addEventListener('pageshow', (event) => event.persisted && workerClient.follow(true));
    readFaultsFrom(storage);
    await startServiceWorker(client);
    window.demoApi = {
      reset: resetDemoData,
      setFaults: setDemoFaults,
      clearFaults: clearDemoFaults,
      pages: describePages,
    };
  })();
  return started;
}
