/// <reference lib="webworker" />
/**
 * The demo API's worker: data, indexes, journal replay and handlers live here. Shared by the
 * tabs of the origin where the browser has shared workers (each tab connects a port), else
 * one dedicated worker per page.
 */
import './globals';
import '../../collectPages';
import { createDemoHost } from './host';
import type { FromWorker, ToWorker } from './protocol';

declare const self: DedicatedWorkerGlobalScope & Partial<SharedWorkerGlobalScope>;

const connect = createDemoHost();

/** Serves one page, on a shared worker's port or on the dedicated worker itself. */
function serve(port: MessagePort | DedicatedWorkerGlobalScope): void {
  const handle = connect((message: FromWorker) => port.postMessage(message));
  port.onmessage = (event: MessageEvent<ToWorker>) => {
    handle(event.data).catch((error: unknown) => {
      console.error('[demo API]', error);
      port.postMessage({ type: 'failed', message: String(error) } satisfies FromWorker);
    });
  };
}

if ('onconnect' in self) self.onconnect = (event) => serve(event.ports[0]);
else serve(self);
