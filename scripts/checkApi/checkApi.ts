import { answerOf, loadAnswers } from '../../src/api/answers';
import { changesData } from '../../src/api/callKinds';
import { callLabel, mismatchesOf } from '../../src/api/contractCheck';
import { allEndpointNames, endpointOf } from '../../src/api/endpointRegistry';
import { pathParams } from '../../src/api/endpoints';
import { buildUrl } from '../../src/api/http';
import { requestOf, type Parameter } from '../../src/api/requests';
import { loginAnswerSchema } from '../../src/api/schemas/auth';
import { checkAnonymous } from './anonymous';
import { CONFORMING, type CheckLine } from './checkLine';
import { checkLeases } from './leases';
import { isRedirect, NO_REDIRECT, redirectRefused } from './redirects';

export interface CheckOptions {
  /** `scheme://host[:port]` of the server. */
  origin: string;
  login: string;
  password: string;
  fetch?: typeof fetch;
}

export type { CheckLine } from './checkLine';

export { CONFORMING };

type Known = Map<string, string | number>;

/** The parameters a call needs, each with the record field its value comes from. */
const neededParams = (name: string): [string, Parameter][] => {
  const { params = {} } = requestOf(name);
  const inPath = pathParams(endpointOf(name).path).map((key): [string, Parameter] => [
    key,
    { ...params[key], required: true },
  ]);
  const inQuery = Object.entries(params).filter(
    ([key, param]) => param.required && !inPath.some(([other]) => other === key),
  );
  return [...inPath, ...inQuery];
};

/** Remembers the ids, uuids and numbers of an answer's records, for the calls that need them. */
const harvest = (known: Known, answer: unknown) => {
  const data = (answer as { data?: unknown } | null)?.data;
  const records = Array.isArray(data) ? data.slice(0, 5) : [data];
  for (const item of records) {
    if (!item || typeof item !== 'object') continue;
    for (const [key, value] of Object.entries(item)) {
      if ((typeof value === 'string' && value) || typeof value === 'number') {
        if (!known.has(key)) known.set(key, value);
      }
    }
  }
};

/**
 * A redirect is never followed: the login's body (name and password) and the token would go
 * to wherever the checked server points, another origin included.
 */

/** What an answer says when it is refused: the server's message, else the status. */
const refusal = (status: number, text: string): string => {
  try {
    const { message } = JSON.parse(text) as { message?: unknown };
    if (typeof message === 'string' && message) return `refusé : ${message}`;
  } catch {
    // not JSON: the status says it
  }
  return `refusé (HTTP ${status})`;
};

/** Checks one answer against the call's schema: « conforme », or the first mismatch. */
const verdictOf = (name: string, response: Response, text: string): string => {
  const answer = answerOf(name);
  if (!answer) return CONFORMING;
  const type = response.headers.get('content-type') ?? '';
  if (answer.kind === 'image')
    return type.startsWith('image/') ? CONFORMING : `image attendue, « ${type} » reçu`;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return 'réponse : JSON attendu, autre chose reçu';
  }
  const status = (json as { status?: unknown } | null)?.status;
  if (status !== 'ok') return `status : "ok" attendu, ${JSON.stringify(status)} reçu`;
  return mismatchesOf(answer.schema, json)[0] ?? CONFORMING;
};

/**
 * Logs in, then makes every call of the endpoint table that only reads (never a POST, PATCH,
 * DELETE nor a GET that deletes), each as soon as its parameters are known from earlier
 * answers, and checks each answer against its schema (src/api/answers.ts); the public calls
 * that say less without a token are also made without one (./anonymous.ts). Then the
 * optional lease calls, which change no data (./leases.ts).
 */
export async function checkApi(options: CheckOptions): Promise<CheckLine[]> {
  await loadAnswers();
  const send = options.fetch ?? fetch;
  const origin = options.origin.replace(/\/+$/, '');
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const lines: CheckLine[] = [];

  const loginCall = endpointOf('auth.login');
  const response = await send(origin + loginCall.path, {
    ...NO_REDIRECT,
    method: 'POST',
    headers,
    body: JSON.stringify({ login: options.login, password: options.password }),
  });
  if (isRedirect(response.status)) {
    const verdict = redirectRefused(response);
    return [
      {
        name: 'auth.login',
        call: callLabel(loginCall),
        status: response.status,
        verdict,
        ok: false,
      },
    ];
  }
  const text = await response.text();
  const login = (() => {
    try {
      return JSON.parse(text) as { status?: unknown; token?: unknown; message?: unknown };
    } catch {
      return null;
    }
  })();
  const mismatch = mismatchesOf(loginAnswerSchema, login)[0];
  const token = login?.status === 'ok' && typeof login.token === 'string' ? login.token : null;
  lines.push({
    name: 'auth.login',
    call: callLabel(loginCall),
    status: response.status,
    verdict: mismatch ?? (token ? CONFORMING : refusal(response.status, text)),
    ok: !mismatch && !!token,
  });
  if (!token) return lines;
  lines.push(...(await checkAnonymous(send, origin)));
  headers.Authorization = `Bearer ${token}`;

  const known: Known = new Map();
  let waiting = allEndpointNames().filter(
    (name) => name !== 'auth.login' && !changesData(endpointOf(name)),
  );
  const ready = (name: string) =>
    neededParams(name).every(([key, param]) => known.has(param.from ?? key));
  while (waiting.some(ready)) {
    const name = waiting.find(ready)!;
    waiting = waiting.filter((other) => other !== name);
    const params = Object.fromEntries(
      neededParams(name).map(([key, param]) => [key, known.get(param.from ?? key)!]),
    );
    const answer = await send(origin + buildUrl(name, params), { ...NO_REDIRECT, headers });
    const body = await answer.text();
    const refused = !answer.ok;
    const verdict = isRedirect(answer.status)
      ? redirectRefused(answer)
      : refused
        ? refusal(answer.status, body)
        : verdictOf(name, answer, body);
    if (!refused && verdict === CONFORMING && answerOf(name)?.kind !== 'image')
      harvest(known, JSON.parse(body));
    const call = callLabel(endpointOf(name));
    lines.push({ name, call, status: answer.status, verdict, ok: verdict === CONFORMING });
  }
  lines.push(...(await checkLeases(send, origin, headers)));
  for (const name of waiting) {
    const missing = neededParams(name)
      .map(([key, param]) => param.from ?? key)
      .filter((key) => !known.has(key));
    lines.push({
      name,
      call: callLabel(endpointOf(name)),
      status: null,
      verdict: `non appelé : aucune réponse précédente ne donne ${missing.join(', ')}`,
      ok: true,
      skipped: true,
    });
  }
  return lines;
}

/**
 * Text as the terminal may show it: no control character (an escape sequence in a server's
 * message would clear the screen or set the window's title), no bidirectional override.
 */
export const printable = (text: string): string =>
  // eslint-disable-next-line no-control-regex
  text.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');

/** The report: one line per call (its name, method and path, status, verdict), then the counts. */
export const formatReport = (lines: readonly CheckLine[]): string => {
  const width = (key: 'name' | 'call') => Math.max(...lines.map((line) => line[key].length));
  const [nameWidth, callWidth] = [width('name'), width('call')];
  const rows = lines.map((line) =>
    printable(
      `${line.ok ? (line.skipped ? '–' : '✓') : '✗'} ${line.name.padEnd(nameWidth)}  ${line.call.padEnd(callWidth)}  ${String(line.status ?? '---').padEnd(3)}  ${line.verdict}`,
    ),
  );
  const failed = lines.filter((line) => !line.ok).length;
  const skipped = lines.filter((line) => line.skipped).length;
  const conforming = lines.length - failed - skipped;
  rows.push(
    '',
    `${lines.length} appels : ${conforming} conformes, ${failed} non conformes ou refusés, ${skipped} non appelés.`,
  );
  return rows.join('\n');
};
