/**
 * After each call, MSW's service worker sends the page a copy of the response (its body a
 * ReadableStream, transferred through a MessagePort) for its life-cycle events. Nothing here
 * listens to them, so no one reads the copy, and each kept its port, stream and listeners for
 * the page's life: about 5 per decision in the queue (`npm run bench -- day`, issue 45).
 * A copy nobody has started to read by the next task is cancelled, which closes its port.
 */
export function dropUnreadResponseCopies(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: unknown; payload?: { response?: { body?: unknown } } };
    const body = data?.type === 'RESPONSE' ? data.payload?.response?.body : null;
    if (!(body instanceof ReadableStream)) return;
    setTimeout(() => {
      if (!body.locked) void body.cancel().catch(() => undefined);
    }, 0);
  });
}
