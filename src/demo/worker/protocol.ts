import type { Answer, RequestParts } from '../answers';

/** What the page tells the demo API's worker to start with. */
export interface WorkerStart {
  students: number;
  seed?: number;
  /** The page's storage items the worker reads (the journal of writes), by key. */
  stored: Record<string, string>;
}

/** Messages from the page to the worker. */
export type ToWorker =
  | { type: 'start'; start: WorkerStart }
  | { type: 'request'; id: number; request: RequestParts }
  | { type: 'reset'; id: number }
  /** The page is hidden or gone: the writes are no longer mirrored to it (`start` again to resume). */
  | { type: 'disconnect' };

/** Messages from the worker to the page. */
export type FromWorker =
  /** Started: the endpoints it answers, in the order their routes are tried. */
  | { type: 'ready'; endpointNames: string[] }
  | { type: 'answer'; id: number; answer: Answer }
  | { type: 'resetDone'; id: number }
  /** A write to keep in the page's storage (localStorage); null removes the key. */
  | { type: 'store'; key: string; value: string | null }
  | { type: 'failed'; message: string };
