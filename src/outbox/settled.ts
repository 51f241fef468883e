import type { OutboxItem, Settled } from './types';

/** How the outbox tells a decision's caller that it was answered. */
export interface Answered {
  resolve: (answer: unknown) => void;
  reject: (error: unknown) => void;
}

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'Une erreur inattendue est survenue.';

/**
 * How the sending of these kept decisions ends: how many sent, which refused and why. Each
 * one's answer is awaited through `waiters` (the outbox's, by decision key).
 */
export const outcomeOf = (
  items: OutboxItem[],
  waiters: Map<string, Answered>,
): Promise<Settled> => {
  const outcomes = items.map(
    (item) =>
      new Promise<{ item: OutboxItem; message?: string }>((resolve) =>
        waiters.set(item.key, {
          resolve: () => resolve({ item }),
          reject: (error) => resolve({ item, message: messageOf(error) }),
        }),
      ),
  );
  return Promise.all(outcomes).then((results) => ({
    sent: results.filter((r) => r.message === undefined).length,
    refused: results.flatMap((r) =>
      r.message === undefined ? [] : [{ ...r, message: r.message }],
    ),
  }));
};

export const noneSettled = (): Promise<Settled> => Promise.resolve({ sent: 0, refused: [] });
