import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { checkApi, formatReport, printable } from '../../scripts/checkApi/checkApi';
import { PASSWORD_ENV, PASSWORD_FLAG_WARNING, readPassword } from '../../scripts/checkApi/password';

interface Received {
  method?: string;
  url?: string;
  body: string;
}

/** An HTTP server on loopback that records what it receives and answers with `reply`. */
const echoServer = async (
  reply: (request: IncomingMessage) => [number, Record<string, string>, string],
) => {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method,
        url: request.url,
        body: Buffer.concat(chunks).toString(),
      });
      const [status, headers, body] = reply(request);
      response.writeHead(status, headers).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

test('a redirect is never followed: the password never reaches another origin', async () => {
  const elsewhere = await echoServer(() => [200, { 'Content-Type': 'application/json' }, '{}']);
  const checked = await echoServer(() => [
    307,
    { Location: `${elsewhere.url}/api/auth/login` },
    '',
  ]);
  try {
    const lines = await checkApi({ origin: checked.url, login: 'admin', password: 'secret-admin' });
    expect(checked.received).toEqual([
      {
        method: 'POST',
        url: '/api/auth/login',
        body: JSON.stringify({ login: 'admin', password: 'secret-admin' }),
      },
    ]);
    expect(elsewhere.received).toEqual([]);
    expect(lines).toEqual([
      {
        name: 'auth.login',
        call: 'POST /api/auth/login',
        status: 307,
        verdict: `redirection vers ${elsewhere.url}/api/auth/login non suivie : les identifiants ne sont envoyés qu’à --url`,
        ok: false,
      },
    ]);
  } finally {
    await Promise.all([checked.close(), elsewhere.close()]);
  }
});

test('a redirect of a later call is not followed with the token either', async () => {
  const elsewhere = await echoServer(() => [200, {}, '']);
  const checked = await echoServer((request) =>
    request.url === '/api/auth/login'
      ? [
          200,
          { 'Content-Type': 'application/json' },
          JSON.stringify({ status: 'ok', token: 'jeton' }),
        ]
      : [302, { Location: `${elsewhere.url}${request.url}` }, ''],
  );
  try {
    const lines = await checkApi({ origin: checked.url, login: 'admin', password: 'x' });
    expect(elsewhere.received).toEqual([]);
    const redirected = lines.filter((line) => line.status === 302);
    expect(redirected.length).toBeGreaterThan(0);
    expect(
      redirected.every((line) => !line.ok && line.verdict.startsWith('redirection vers')),
    ).toBe(true);
  } finally {
    await Promise.all([checked.close(), elsewhere.close()]);
  }
});

test('what a server says is printed without control characters: no escape sequence reaches the terminal', async () => {
  const hostile = 'Refus\u001b[2J\u001b]0;pwned\u0007 total\u009b31m\u202e';
  const checked = await echoServer(() => [
    200,
    { 'Content-Type': 'application/json' },
    JSON.stringify({ status: 'error', message: hostile }),
  ]);
  try {
    const report = formatReport(
      await checkApi({ origin: checked.url, login: 'admin', password: 'x' }),
    );
    expect(report).toContain('refusé : Refus[2J]0;pwned total31m');
    // Every character printed is a newline or one a terminal shows as such.
    const shown = [...report].filter((char) => char !== '\n');
    expect(shown.filter((char) => printable(char) !== char)).toEqual([]);
    for (const control of ['\u001b', '\u0007', '\u009b', '\u202e'])
      expect(report).not.toContain(control);
  } finally {
    await checked.close();
  }
  expect(printable('a\u0000b\tc\u200fd')).toBe('abcd');
});

const sources = (input: { flag?: string; env?: Record<string, string>; piped?: string }) => {
  const stdin = new PassThrough();
  stdin.end(input.piped ?? '');
  let written = '';
  return {
    sources: {
      flag: input.flag,
      env: input.env ?? {},
      stdin,
      stderr: { write: (text: string) => (written += text) },
    },
    written: () => written,
  };
};

test('the password comes from CHECK_API_PASSWORD, else a piped standard input, never needing the command line', async () => {
  expect(PASSWORD_ENV).toBe('CHECK_API_PASSWORD');
  const fromEnv = sources({ env: { CHECK_API_PASSWORD: 'secret-env' }, piped: 'ignored\n' });
  expect(await readPassword(fromEnv.sources)).toBe('secret-env');
  const piped = sources({ piped: 'secret stdin\nsecond line\n' });
  expect(await readPassword(piped.sources)).toBe('secret stdin');
  expect(piped.written()).toBe('');
});

test('--password still works, with a warning on standard error', async () => {
  const flag = sources({ flag: 'secret-flag', env: { CHECK_API_PASSWORD: 'other' } });
  expect(await readPassword(flag.sources)).toBe('secret-flag');
  expect(flag.written()).toBe(`${PASSWORD_FLAG_WARNING}\n`);
  expect(PASSWORD_FLAG_WARNING).toBe(
    'Attention : --password se lit dans la liste des processus (ps) de cette machine ; préférez la variable CHECK_API_PASSWORD, l’entrée standard ou l’invite.',
  );
});
