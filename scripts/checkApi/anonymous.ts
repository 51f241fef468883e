import { anonymousAnswerOf } from '../../src/api/answers';
import { callLabel, mismatchesOf } from '../../src/api/contractCheck';
import { allEndpointNames, endpointOf } from '../../src/api/endpointRegistry';
import { CONFORMING, type CheckLine } from './checkLine';
import { isRedirect, NO_REDIRECT, redirectRefused } from './redirects';

/** The suffix of a line checked without a token. */
export const WITHOUT_TOKEN = ' (sans jeton)';

/**
 * The public calls that say less without a token (GET /api/health: up, nothing more), made
 * without one: the answer must follow the reduced schema, with no field beyond it.
 */
export async function checkAnonymous(send: typeof fetch, origin: string): Promise<CheckLine[]> {
  const lines: CheckLine[] = [];
  for (const name of allEndpointNames()) {
    const answer = anonymousAnswerOf(name);
    if (answer?.kind !== 'json') continue;
    const endpoint = endpointOf(name);
    const response = await send(origin + endpoint.path, {
      ...NO_REDIRECT,
      method: endpoint.method,
      headers: { 'Content-Type': 'application/json' },
    });
    const text = await response.text();
    const verdict = isRedirect(response.status)
      ? redirectRefused(response)
      : !response.ok
        ? `refusé (HTTP ${response.status})`
        : (() => {
            try {
              return mismatchesOf(answer.schema, JSON.parse(text))[0] ?? CONFORMING;
            } catch {
              return 'réponse : JSON attendu, autre chose reçu';
            }
          })();
    lines.push({
      name: name + WITHOUT_TOKEN,
      call: callLabel(endpoint),
      status: response.status,
      verdict,
      ok: verdict === CONFORMING,
    });
  }
  return lines;
}
