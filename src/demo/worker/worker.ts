/// <reference lib="webworker" />
/** The demo API's dedicated worker: data, indexes, journal replay and handlers live here. */
import './globals';
import '../../resource/collect';
import { createWorkerHost } from './host';
import type { FromWorker, ToWorker } from './protocol';

declare const self: DedicatedWorkerGlobalScope;

const handle = createWorkerHost((message: FromWorker) => self.postMessage(message));

self.onmessage = (event: MessageEvent<ToWorker>) => {
  handle(event.data).catch((error: unknown) => {
    console.error('[demo API]', error);
    self.postMessage({ type: 'failed', message: String(error) } satisfies FromWorker);
  });
};
