import { isAbort } from '../api/errors';

/** How a failed send is taken: no answer (kept, retried), session refused (kept), or answered. */
export type FailureKind = 'network' | 'session' | 'answered';

const causeName = (error: unknown): unknown =>
  (error as { cause?: { name?: unknown } } | null)?.cause?.name;

/**
 * How the outbox takes a failed send. No answer (network lost, request given up or cut off
 * by the page being left): the server may or may not hold it, so it is kept. A 401: the
 * session is over, the decision is kept for its author's next login. Any other answer
 * (409 decided elsewhere, 400, 403, 5xx, an answer off the contract) is the server's word.
 */
export const classifyFailure = (error: unknown): FailureKind => {
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 401) return 'session';
  if (typeof status === 'number') return 'answered';
  const name = (error as { name?: unknown } | null)?.name;
  const noAnswer = ['NetworkError', 'TimeoutError'];
  if (
    isAbort(error) ||
    noAnswer.includes(name as string) ||
    noAnswer.includes(causeName(error) as string)
  )
    return 'network';
  return 'answered';
};
