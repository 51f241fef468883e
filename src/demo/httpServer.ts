import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse, type HttpHandler } from 'msw';
import { setDemoFaults, type DemoFaults } from './faults';
import { runtimeBackend } from './handlers/answer';
import { CLIENT_ADDRESS_HEADER, createHandlers } from './handlers/dispatch';
import { fileStorage } from './fileStorage';
import { activate, DemoRuntime, type DemoApiOptions } from './runtime';

export interface DemoHttpOptions extends Omit<DemoApiOptions, 'storage'> {
  port?: number;
  host?: string;
  /** The JSON file keeping the writes across restarts. */
  dataFile: string;
  faults?: DemoFaults;
}

export interface DemoHttpServer {
  url: string;
  runtime: DemoRuntime;
  close(): Promise<void>;
}

/** The largest body read, as nginx's default `client_max_body_size` (deploy/nginx/). */
export const MAX_BODY_BYTES = 1024 * 1024;
export const BODY_TOO_LARGE = 'Requête trop volumineuse : 1 Mo au plus.';

class BodyTooLarge extends Error {}

/** The body, never more than MAX_BODY_BYTES of it held: past that, BodyTooLarge. */
const readBody = async (request: IncomingMessage): Promise<string | undefined> => {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  if (Number(request.headers['content-length'] ?? 0) > MAX_BODY_BYTES) throw new BodyTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * The caller's address: the connection's, or from a proxy on this machine (nginx in front,
 * deploy/nginx/, which sets X-Forwarded-For itself) the address it gives.
 */
const clientAddress = (request: IncomingMessage): string => {
  const peer = request.socket.remoteAddress ?? '';
  const forwarded = request.headers['x-forwarded-for'];
  const loopback = /^(127\.|::1$|::ffff:127\.)/.test(peer);
  return loopback && typeof forwarded === 'string' && forwarded.trim()
    ? forwarded.split(',').at(-1)!.trim()
    : peer;
};

/** A Node request as the Fetch API's Request the MSW handlers take. */
const toRequest = async (request: IncomingMessage, origin: string): Promise<Request> => {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) value.forEach((item) => headers.append(key, item));
  }
  headers.set(CLIENT_ADDRESS_HEADER, clientAddress(request));
  return new Request(new URL(request.url ?? '/', origin), {
    method: request.method,
    headers,
    body: await readBody(request),
  });
};

const serve = (handlers: HttpHandler[], origin: string): Server =>
  createServer((incoming, outgoing) => {
    void (async () => {
      const response =
        (await getResponse(handlers, await toRequest(incoming, origin))) ??
        Response.json({ status: 'error', message: 'Introuvable.' }, { status: 404 });
      // The 'network' fault: the connection drops, as with a lost server.
      if (response.type === 'error') return void incoming.socket.destroy();
      outgoing.writeHead(response.status, Object.fromEntries(response.headers));
      outgoing.end(Buffer.from(await response.arrayBuffer()));
    })().catch((error: unknown) => {
      const tooLarge = error instanceof BodyTooLarge;
      if (!tooLarge) console.error('[demo API]', error);
      outgoing.writeHead(tooLarge ? 413 : 500, {
        'Content-Type': 'application/json',
        'Cache-Control': 'no-store',
      });
      const message = tooLarge ? BODY_TOO_LARGE : 'Erreur interne du serveur (démo).';
      outgoing.end(JSON.stringify({ status: 'error', message }));
    });
  });

/**
 * The demo API as a real HTTP server (Node): the same handlers as in the browser and the
 * tests (same accounts, rules, faults and latency), the writes kept in `dataFile`.
 */
export async function startDemoHttpServer(options: DemoHttpOptions): Promise<DemoHttpServer> {
  const { port = 8080, host = '127.0.0.1', dataFile, faults, ...rest } = options;
  const storage = fileStorage(dataFile);
  const runtime = activate(new DemoRuntime({ ...rest, storage }));
  if (faults) setDemoFaults(faults);
  const handlers = createHandlers(runtimeBackend(runtime), '*');
  const server = serve(handlers, `http://${host}`);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${bound}`,
    runtime,
    close: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          storage.flush();
          resolve();
        }),
      ),
  };
}
