import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse, type HttpHandler } from 'msw';
import { setDemoFaults, type DemoFaults } from './faults';
import { runtimeBackend } from './handlers/answer';
import { createHandlers } from './handlers/dispatch';
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

const readBody = async (request: IncomingMessage): Promise<string | undefined> => {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** A Node request as the Fetch API's Request the MSW handlers take. */
const toRequest = async (request: IncomingMessage, origin: string): Promise<Request> => {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) value.forEach((item) => headers.append(key, item));
  }
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
      console.error('[demo API]', error);
      outgoing.writeHead(500, { 'Content-Type': 'application/json' });
      outgoing.end(
        JSON.stringify({ status: 'error', message: 'Erreur interne du serveur (démo).' }),
      );
    });
  });

/**
 * The demo API as a real HTTP server (Node): the same handlers as in the browser and the
 * tests (same accounts, rules, faults and latency), the writes kept in `dataFile`.
 */
export async function startDemoHttpServer(options: DemoHttpOptions): Promise<DemoHttpServer> {
  const { port = 8080, host = '127.0.0.1', dataFile, faults, ...rest } = options;
  const runtime = activate(new DemoRuntime({ ...rest, storage: fileStorage(dataFile) }));
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
