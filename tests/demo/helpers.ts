import { endpoints, pathParams, type EndpointName } from '../../src/api/endpoints';
import type { AuthUser } from '../../src/api/types';
import { createDemoServer, type DemoServer, type DemoServerOptions } from '../../src/demo/node';
import type { KeyValueStorage } from '../../src/demo/storage';

/** The demo's generated data is dated around this instant. */
export const START = Date.UTC(2026, 10, 20, 8, 0, 0);

/** A clock the tests move by hand (tokens expire, writes are dated). */
export const clock = { now: START };

export type Params = Record<string, string | number | boolean>;

/** The JSON answer of a call, loosely typed for assertions. */
export interface Answer<T = unknown> {
  status: string;
  data: T;
  total?: number;
  message?: string;
  errors?: Record<string, string>;
  token?: string;
  user?: AuthUser;
}

export interface Reply<T = unknown> {
  http: number;
  body: Answer<T>;
  response: Response;
}

/** A demo server on 2,000 generated students, listening for the whole test file. */
export function startDemoServer(options: DemoServerOptions = {}): DemoServer {
  const server = createDemoServer({ students: 2000, now: () => clock.now, ...options });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  return server;
}

/** Runs `body` against a fresh demo server (a "page load") reading `storage`. */
export async function withServer<T>(
  storage: KeyValueStorage,
  body: () => Promise<T>,
  options: DemoServerOptions = {},
): Promise<T> {
  const server = createDemoServer({ students: 2000, storage, now: () => clock.now, ...options });
  server.listen({ onUnhandledRequest: 'error' });
  try {
    return await body();
  } finally {
    server.close();
  }
}

/** The URL of an endpoint: placeholders from `params`, the other params as a query string. */
export function urlOf(name: EndpointName, params: Params = {}): string {
  const { path } = endpoints[name];
  const placeholders = pathParams(path);
  const query = new URLSearchParams();
  let url = path;
  for (const [key, value] of Object.entries(params)) {
    if (placeholders.includes(key)) url = url.replace(`{${key}}`, encodeURIComponent(value));
    else query.append(key, String(value));
  }
  return `${location.origin}${url}${query.size ? `?${query}` : ''}`;
}

/** Calls an endpoint as the client does (JSON, Bearer token) and reads the JSON answer. */
export async function call<T = unknown>(
  name: EndpointName,
  options: { params?: Params; body?: unknown; token?: string | null } = {},
): Promise<Reply<T>> {
  const { method, body: hasBody } = endpoints[name];
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const response = await fetch(urlOf(name, options.params), {
    method,
    headers,
    body: hasBody ? JSON.stringify(options.body ?? {}) : undefined,
  });
  const text = await response.clone().text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = { status: 'not-json', data: text };
  }
  return { http: response.status, body: body as Answer<T>, response };
}

/** Logs in a demo account (password = login name) and returns its token. */
export async function login(name: string, password = name): Promise<string> {
  const { body } = await call('auth.login', { body: { login: name, password } });
  if (!body.token) throw new Error(`login ${name} failed: ${body.message}`);
  return body.token;
}

/** Tokens of the four demo accounts. */
export async function demoTokens() {
  const [admin, control, dev, agent] = await Promise.all(
    ['admin', 'control', 'dev', 'agent'].map((name) => login(name)),
  );
  return { admin, control, dev, agent };
}
