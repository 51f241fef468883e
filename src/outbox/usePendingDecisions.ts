import { useSyncExternalStore } from 'react';
import { decisionOutbox } from './decisionOutbox';
import type { OutboxSnapshot } from './types';

/** The logged-in user's decisions waiting to be sent, re-rendered as they change. */
export const usePendingDecisions = (): OutboxSnapshot =>
  useSyncExternalStore(decisionOutbox.subscribe, decisionOutbox.getSnapshot);
