import '../resource/collect';
import { setupWorker } from 'msw/browser';
import { DEFAULT_STUDENT_COUNT } from './db';
import { clearDemoFaults, readFaultsFrom, setDemoFaults, type DemoFaults } from './faults';
import { createHandlers } from './handlers/dispatch';
import { describePages, type PageDescription } from './pageDescriptions';
import { activate, DemoRuntime, resetDemoData, type DemoApiOptions } from './runtime';
import { localStorageOrNull, storedNumber } from './storage';
import { generateDemoDb } from './seed';

export { clearDemoFaults, resetDemoData, setDemoFaults };
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

let started: Promise<void> | null = null;

const whenIdle = (task: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(task) : setTimeout(task, 0);

/**
 * Starts the embedded demo API in the browser: a service worker (MSW) answers every /api
 * call. Data is generated right after start, in the background (the first calls wait for
 * it); writes are kept in localStorage and replayed after a reload.
 */
export function startDemoApi(options: DemoApiOptions = {}): Promise<void> {
  started ??= (async () => {
    const storage = localStorageOrNull();
    const runtime = activate(
      new DemoRuntime({
        ...options,
        students: options.students ?? storedNumber(storage, STUDENTS_KEY, DEFAULT_STUDENT_COUNT),
        latencyMs: options.latencyMs ?? storedNumber(storage, LATENCY_KEY, DEFAULT_LATENCY_MS),
        // The scheduler's runs lead up to today, not to the seed's fixed date.
        createDb:
          options.createDb ?? ((generation) => generateDemoDb({ ...generation, now: Date.now() })),
      }),
    );
    readFaultsFrom(storage);
    await setupWorker(...createHandlers(runtime)).start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    });
    window.demoApi = {
      reset: resetDemoData,
      setFaults: setDemoFaults,
      clearFaults: clearDemoFaults,
      pages: describePages,
    };
    // Generate now, and build the big lists' indexes when the browser is idle.
    void runtime.store().then((store) => whenIdle(() => store.warmUp()));
  })();
  return started;
}
