/**
 * msw 2 asks the browser to look for a newer mockServiceWorker.js each time the page starts
 * (`registration.update()`) and never waits for the answer. When that check fails (Chromium:
 * « Failed to update a ServiceWorker … : Not found », e.g. while the page is left for another),
 * the registered worker goes on answering, but the rejection, unhandled, is reported as an
 * uncaught error of the page. Only that rejection is marked handled; any other stays reported.
 */
const UPDATE_CHECK = /^Failed to update a ServiceWorker\b/;

export const isWorkerUpdateCheckFailure = (reason: unknown): boolean =>
  reason instanceof Error && UPDATE_CHECK.test(reason.message);

export function quietWorkerUpdateChecks(target: Window = window): void {
  target.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    if (isWorkerUpdateCheckFailure(event.reason)) event.preventDefault();
  });
}
