// `npm run checks`: the static checks of `npm test` (typecheck, layers, lint, format) side by
// side, on every core instead of one after the other (35 s → about 25 s on 2 cores). Each
// check's output is printed whole once it ends, under npm's header for that script; then a
// TAP summary (`# pass N`, `# fail N`, one test per check), and the exit code of the first
// check that failed.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const CHECKS = ['typecheck', 'check:layers', 'lint', 'format:check'];
const { name, version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url)));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const run = (check) =>
  new Promise((done) => {
    const child = spawn(npm, ['run', '--silent', check], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      process.stdout.write(`\n> ${name}@${version} ${check}\n`);
      process.stdout.write(Buffer.concat(output));
      const status = code ?? (signal ? 1 : 0);
      process.stdout.write(`${status === 0 ? 'ok' : 'not ok'} - ${check}\n`);
      done(status);
    });
  });

const statuses = await Promise.all(CHECKS.map(run));
const failed = statuses.filter((status) => status !== 0).length;
process.stdout.write(`# pass ${CHECKS.length - failed}\n# fail ${failed}\n`);
process.exitCode = statuses.find((status) => status !== 0) ?? 0;
