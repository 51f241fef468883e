import {
  isWorkerUpdateCheckFailure,
  quietWorkerUpdateChecks,
} from '../../src/demo/workerUpdateCheck';

/** An unhandled rejection as the browser announces it, before reporting it as uncaught. */
const announce = (target: EventTarget, reason: unknown) => {
  const event = new Event('unhandledrejection', { cancelable: true });
  Object.assign(event, { reason });
  target.dispatchEvent(event);
  return event.defaultPrevented;
};

describe("the demo's service worker update check", () => {
  it('marks only the failed update check as handled: any other rejection stays reported', () => {
    const target = new EventTarget();
    quietWorkerUpdateChecks(target as unknown as Window);
    const failedCheck = new Error(
      "Failed to update a ServiceWorker for scope ('http://127.0.0.1/') with script ('http://127.0.0.1/mockServiceWorker.js'): Not found",
    );

    expect(announce(target, failedCheck)).toBe(true);
    expect(announce(target, new Error('Réponse inattendue du serveur'))).toBe(false);
    expect(announce(target, 'Failed to update a ServiceWorker')).toBe(false);
  });

  it('recognises the message Chromium gives, and nothing else', () => {
    expect(
      isWorkerUpdateCheckFailure(new TypeError('Failed to update a ServiceWorker for scope')),
    ).toBe(true);
    expect(isWorkerUpdateCheckFailure(new Error('Failed to register a ServiceWorker'))).toBe(false);
    expect(isWorkerUpdateCheckFailure(undefined)).toBe(false);
  });
});
