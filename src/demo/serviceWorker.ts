import '../collectPages';
import { setupWorker } from 'msw/browser';
import { offlineHandler } from './browserNetwork';
import { createHandlers, type DemoBackend } from './handlers/dispatch';
import { dropUnreadResponseCopies } from './responseCopies';
import { quietWorkerUpdateChecks } from './workerUpdateCheck';

export { describePages } from './pageDescriptions';

/**
 * MSW's service worker, answering every /api call of the page through `backend` (faults and
 * latency applied here), none while the browser is offline (browserNetwork.ts). Loaded after
 * the demo API's worker is started: its imports (the resource modules, for the endpoint
 * table) are the app's.
 */
export async function startServiceWorker(backend: DemoBackend): Promise<void> {
  quietWorkerUpdateChecks();
  dropUnreadResponseCopies();
  await setupWorker(offlineHandler(), ...createHandlers(backend)).start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}demoServiceWorker.js` },
  });
}
