import { useMemo } from 'react';
import type { EndpointName } from '../api/endpoints';
import { toHttpError } from '../api/errors';
import type { CallParams } from '../api/http';
import { useApiCall } from '../common/useApiCall';
import { useMayReadStats } from './statsAccess';

/** What a dashboard card shows for its call. */
export type CallState<T> =
  | { status: 'loading' }
  | { status: 'forbidden' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'ready'; data: T; retry: () => void };

const statusOf = (error: unknown): number | undefined =>
  (error as { status?: number } | null)?.status;

/**
 * A stats call for a card: skipped (with the card saying why) when the user's roles do not
 * allow it, a 403 read the same way, any other failure as a French message to retry.
 */
export const useStatsCall = <A, T = A>(
  name: EndpointName,
  params: CallParams,
  {
    restricted = true,
    enabled = true,
    select = (data) => data as unknown as T,
  }: {
    restricted?: boolean;
    /** False while there is nothing to ask (the page waits for a choice): no call, 'loading'. */
    enabled?: boolean;
    /**
     * Shapes the answer, which the API layer has checked against the call's schema
     * (src/api/answers.ts); what it throws is shown as the card's error.
     */
    select?: (data: A) => T;
  } = {},
): CallState<T> => {
  const mayRead = useMayReadStats();
  const allowed = !restricted || mayRead;
  const query = useApiCall<A>(name, params, { enabled: allowed && enabled });
  const selected = useMemo(() => {
    if (query.data === undefined) return undefined;
    try {
      return { data: select(query.data) };
    } catch (error) {
      return { error: toHttpError(error) };
    }
    // `select` is a pure function of the answer: the answer alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query.data]);
  if (!allowed) return { status: 'forbidden' };
  if (query.isError) {
    if (statusOf(query.error) === 403) return { status: 'forbidden' };
    return {
      status: 'error',
      message: (query.error as Error).message,
      retry: () => void query.refetch(),
    };
  }
  if (selected?.error) {
    return { status: 'error', message: selected.error.message, retry: () => void query.refetch() };
  }
  if (!selected) return { status: 'loading' };
  return { status: 'ready', data: selected.data as T, retry: () => void query.refetch() };
};

/** Two calls one card needs: ready when both are; `combine` may reject a malformed pair. */
export const combineCalls = <A, B, R>(
  first: CallState<A>,
  second: CallState<B>,
  combine: (a: A, b: B) => R,
): CallState<R> => {
  for (const state of [first, second]) {
    if (state.status === 'forbidden' || state.status === 'error') return state;
  }
  if (first.status === 'ready' && second.status === 'ready') {
    const retry = () => {
      first.retry();
      second.retry();
    };
    try {
      return { status: 'ready', data: combine(first.data, second.data), retry };
    } catch (error) {
      return { status: 'error', message: toHttpError(error).message, retry };
    }
  }
  return { status: 'loading' };
};
