import { QueryClient } from '@tanstack/react-query';
import { isContractMismatch, isProgrammingError } from './errors';

/**
 * Retries only what may pass a second time: network losses and 5xx, twice at most; never a
 * programming error (a missing parameter stays missing) nor an answer breaking the contract
 * (the same answer would come again, and its mismatch is logged once).
 */
export const shouldRetry = (failureCount: number, error: unknown): boolean => {
  if (isProgrammingError(error) || isContractMismatch(error)) return false;
  const status = (error as { status?: unknown } | null)?.status;
  const transient = typeof status !== 'number' || status >= 500;
  return transient && failureCount < 2;
};

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
