import { setupServer, type SetupServer } from 'msw/node';
import { clearDemoFaults, setDemoFaults, type DemoFaults } from './faults';
import { runtimeBackend } from './handlers/answer';
import { createHandlers } from './handlers/dispatch';
import { activate, DemoRuntime, resetDemoData, type DemoApiOptions } from './runtime';
import { memoryStorage } from './storage';

export { clearDemoFaults, resetDemoData, setDemoFaults };
export type { DemoApiOptions, DemoFaults };

export interface DemoServerOptions extends DemoApiOptions {
  /** Origin the handlers answer for: '*' (default) is any origin. */
  baseUrl?: string;
}

export type DemoServer = SetupServer & { runtime: DemoRuntime };

/**
 * The demo API for Node tests (msw/node): `server.listen()` then plain `fetch`. The journal
 * is kept in memory unless `storage` is given; data is generated on the first request.
 */
export function createDemoServer(options: DemoServerOptions = {}): DemoServer {
  const { baseUrl = '*', ...rest } = options;
  const runtime = activate(new DemoRuntime({ storage: memoryStorage(), ...rest }));
  return Object.assign(setupServer(...createHandlers(runtimeBackend(runtime), baseUrl)), {
    runtime,
  });
}
