import { parseArgs } from 'node:util';
import pkg from '../package.json' with { type: 'json' };
import type * as Check from './checkApi/checkApi';
import { readPassword } from './checkApi/password';
import { loadThroughVite } from './vite/loadThroughVite';

/**
 * `npm run check-api -- --url <origin> --login <name> [--insecure]`: logs in, makes every
 * call that only reads and checks each answer against the contract (README). The password
 * comes from CHECK_API_PASSWORD, a piped standard input or a prompt (`--password` still
 * works, with a warning). Exits 1 on any mismatch or refused call, 2 on bad arguments.
 */
const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    login: { type: 'string' },
    password: { type: 'string' },
    insecure: { type: 'boolean', default: false },
  },
});

const { url, login } = values;
if (!url || !login) {
  console.error(
    'Usage : CHECK_API_PASSWORD=<mot de passe> npm run check-api -- --url https://api.exemple.ci --login <identifiant> [--insecure]\n(sans CHECK_API_PASSWORD, le mot de passe est lu sur l’entrée standard, ou demandé)',
  );
  process.exit(2);
}
let origin: string;
try {
  origin = new URL(url).origin;
} catch {
  console.error(`--url : une origine est attendue (https://hôte[:port]), « ${url} » reçu.`);
  process.exit(2);
}
const password = await readPassword({
  flag: values.password,
  env: process.env,
  stdin: process.stdin,
  stderr: process.stderr,
});
if (!password) {
  console.error('Mot de passe vide : rien n’est envoyé.');
  process.exit(2);
}
// Node's fetch checks the certificate; --insecure is for a test server's self-signed one.
if (values.insecure) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

const { checkApi, formatReport, printable } = await loadThroughVite<typeof Check>(
  '/scripts/checkApi/entry.ts',
  pkg.version,
);
try {
  const lines = await checkApi({ origin, login, password });
  console.log(formatReport(lines));
  process.exit(lines.every((line) => line.ok) ? 0 : 1);
} catch (error) {
  console.error(printable(`Serveur injoignable (${origin}) : ${(error as Error).message}`));
  process.exit(1);
}
