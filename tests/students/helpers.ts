import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { DemoServer } from '../../src/demo/node';
import { setupDemoServer } from '../helpers/demoApp';

/**
 * Query strings of the requests the app sends to a path of the demo API, from now until the
 * end of the test (read them as `calls()`; the last one is `last()`).
 */
export const captureRequests = (server: DemoServer, path: string) => {
  const seen: URLSearchParams[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === path) seen.push(url.searchParams);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return {
    calls: () => seen.map((params) => Object.fromEntries(params)),
    last: () => Object.fromEntries(seen.at(-1) ?? []),
  };
};

/** A list URL with react-admin's params (filters as JSON). */
export const listUrl = (filter: Record<string, unknown>) =>
  `/student?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** Text with French narrow spaces (12 000) made plain (12 000). */
export const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

/**
 * user-event without its pointer-events check, which reads the computed style of every
 * ancestor on each click: seconds per click on the whole app in jsdom.
 */
export const setupUser = () =>
  userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null });

/** The demo API for this test file (`setupDemoServer` is a test helper, not a React hook). */
export const demoServer = (students?: number): DemoServer => setupDemoServer(students);
