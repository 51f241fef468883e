import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import pkg from '../package.json' with { type: 'json' };
import type { DemoFaults } from '../src/demo/faults';
import type { startDemoHttpServer } from '../src/demo/httpServer';
import { loadThroughVite } from './vite/loadThroughVite';

/**
 * `npm run demo:api -- --port 8080`: the demo API over HTTP, from Node (docs/demo-api.md).
 * Options: --host (127.0.0.1), --students (50000), --seed, --latency (ms, 0),
 * --data (the file keeping the writes, .demo-api/data.json), --faults '<JSON>', --no-leases
 * (the lease calls answer 404, as on a server without them).
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8080' },
    host: { type: 'string', default: '127.0.0.1' },
    students: { type: 'string' },
    seed: { type: 'string' },
    latency: { type: 'string', default: '0' },
    data: { type: 'string', default: '.demo-api/data.json' },
    faults: { type: 'string' },
    'no-leases': { type: 'boolean', default: false },
  },
});

const number = (name: string, text: string | undefined): number | undefined => {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`--${name} : un entier positif est attendu, « ${text} » reçu.`);
    process.exit(2);
  }
  return value;
};

let faults: DemoFaults | undefined;
try {
  faults = values.faults ? (JSON.parse(values.faults) as DemoFaults) : undefined;
} catch {
  console.error(
    `--faults : du JSON est attendu, par exemple '{"fail":"server","match":"/api/dren"}'.`,
  );
  process.exit(2);
}

const { startDemoHttpServer: start } = await loadThroughVite<{
  startDemoHttpServer: typeof startDemoHttpServer;
}>('/scripts/demoApi/entry.ts', pkg.version);
const dataFile = resolve(values.data!);
const server = await start({
  port: number('port', values.port),
  host: values.host,
  students: number('students', values.students),
  seed: number('seed', values.seed),
  latencyMs: number('latency', values.latency),
  dataFile,
  faults,
  leases: !values['no-leases'],
});
console.log(`API de démonstration sur ${server.url} (écritures gardées dans ${dataFile}).`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
