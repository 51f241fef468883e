import type { Identifier } from 'ra-core';
import { HttpError } from 'ra-core';
import { frenchMessage } from './errors';

/** What a bulk action did, record by record: the ids that went through, and why others did not. */
export interface BulkOutcome {
  succeeded: Identifier[];
  failed: { id: Identifier; message: string }[];
}

const plural = (count: number, one: string, many: string) => (count > 1 ? many : one);

/** « 1 élément sur 2 n'a pas pu être supprimé. » */
export const bulkFailureMessage = (outcome: BulkOutcome, action: 'update' | 'delete'): string => {
  const failed = outcome.failed.length;
  const total = failed + outcome.succeeded.length;
  const verb =
    action === 'delete'
      ? plural(failed, "n'a pas pu être supprimé", "n'ont pas pu être supprimés")
      : plural(failed, "n'a pas pu être modifié", "n'ont pas pu être modifiés");
  return `${failed} ${plural(failed, 'élément', 'éléments')} sur ${total} ${verb}.`;
};

/**
 * Runs one request per id and never half-succeeds in silence: when any fails, rejects with
 * an `HttpError` (status of the first failure) whose body carries the whole outcome.
 */
export const runBulk = async (
  ids: Identifier[],
  action: 'update' | 'delete',
  run: (id: Identifier) => Promise<unknown>,
): Promise<{ data: Identifier[] }> => {
  const results = await Promise.allSettled(ids.map((id) => run(id)));
  const outcome: BulkOutcome = { succeeded: [], failed: [] };
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') outcome.succeeded.push(ids[index]);
    else outcome.failed.push({ id: ids[index], message: frenchMessage(result.reason) });
  });
  if (outcome.failed.length === 0) return { data: ids };
  const firstFailure = results.find((result) => result.status === 'rejected');
  const status = (firstFailure?.reason as { status?: number } | undefined)?.status;
  const message = bulkFailureMessage(outcome, action);
  throw new HttpError(message, status, { status: 'error', message, bulk: outcome });
};

/** The outcome a failed bulk call carries, if it is one. */
export const bulkOutcomeOf = (error: unknown): BulkOutcome | undefined => {
  const body = (error as { body?: { bulk?: BulkOutcome } } | null)?.body;
  return body?.bulk;
};
