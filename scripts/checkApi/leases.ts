import { answerOf } from '../../src/api/answers';
import { callLabel, mismatchesOf } from '../../src/api/contractCheck';
import { endpointOf } from '../../src/api/endpointRegistry';
import type { CheckLine } from './checkLine';
import { isRedirect, NO_REDIRECT, redirectRefused } from './redirects';

/**
 * The optional lease calls (docs/api.md, "Leases"), the one exception to « check-api changes
 * no data »: leases are not data. One record is claimed under a holder of check-api's own,
 * then released at once. A 404 (a server without them) is reported « non appelé ».
 */
const schemaOf = (name: string) => {
  const answer = answerOf(name);
  if (answer?.kind !== 'json') throw new Error(`${name}: JSON answer expected`);
  return answer.schema;
};

export async function checkLeases(
  send: typeof fetch,
  origin: string,
  headers: Record<string, string>,
): Promise<CheckLine[]> {
  const holder = `check-api-${Date.now().toString(36)}`;
  const bodies = {
    'validation.claim': { holder, query: { validation_target: 'data' }, count: 1 },
    'validation.release': { holder },
  };
  const lines: CheckLine[] = [];
  for (const [name, body] of Object.entries(bodies)) {
    const endpoint = endpointOf(name);
    const call = callLabel(endpoint);
    const response = await send(origin + endpoint.path, {
      ...NO_REDIRECT,
      method: endpoint.method,
      headers,
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status === 404) {
      const verdict = 'non appelé : appel facultatif absent de ce serveur (404)';
      lines.push({ name, call, status: 404, verdict, ok: true, skipped: true });
      continue;
    }
    let verdict = isRedirect(response.status)
      ? redirectRefused(response)
      : response.ok
        ? 'conforme'
        : `refusé (HTTP ${response.status})`;
    if (response.ok) {
      try {
        verdict = mismatchesOf(schemaOf(name), JSON.parse(text))[0] ?? verdict;
      } catch {
        verdict = 'réponse : JSON attendu, autre chose reçu';
      }
    }
    lines.push({ name, call, status: response.status, verdict, ok: verdict === 'conforme' });
  }
  return lines;
}
