import { useContext, useEffect, useState } from 'react';
import { DataProviderContext } from 'react-admin';
import type { AppDataProvider } from '../../api/dataProvider';
import type { ServiceMessage } from '../../api/types';
import { warnFetchFailure } from './fetchWarnings';
import { onServiceMessagesRefresh } from './refreshServiceMessages';

/** Spec section 9: the displayed messages are fetched again every 60 s. */
export const SERVICE_MESSAGE_POLL_MS = 60_000;

const isServiceMessage = (value: unknown): value is ServiceMessage => {
  if (typeof value !== 'object' || value === null) return false;
  const { serviceMessage_id: id, serviceMessage_title: title } = value as Record<string, unknown>;
  return (typeof id === 'number' || typeof id === 'string') && typeof title === 'string';
};

/**
 * The service messages to display: fetched when mounted (at login), every 60 s and on
 * `refreshServiceMessages()`. A failure, a malformed answer included, keeps the last
 * messages and only warns in the console (at most 3 times in all).
 */
export const useDisplayedServiceMessages = (): ServiceMessage[] => {
  // The provider itself, not useDataProvider(): outside production builds, that wrapper
  // logs every failed call with console.error, and a failed poll must stay quiet.
  const dataProvider = useContext(DataProviderContext) as AppDataProvider;
  const [messages, setMessages] = useState<ServiceMessage[]>([]);

  useEffect(() => {
    let mounted = true;
    let lastRequest = 0;
    const load = async () => {
      const request = ++lastRequest;
      try {
        const data = await dataProvider.call<unknown>('serviceMessage.getDisplayed');
        if (!Array.isArray(data)) throw new Error('réponse mal formée, liste attendue');
        // Only the latest answer counts: an older one arriving late is dropped.
        if (mounted && request === lastRequest) setMessages(data.filter(isServiceMessage));
      } catch (error) {
        if (mounted) warnFetchFailure(error);
      }
    };
    void load();
    const timer = setInterval(() => void load(), SERVICE_MESSAGE_POLL_MS);
    const unsubscribe = onServiceMessagesRefresh(() => void load());
    return () => {
      mounted = false;
      clearInterval(timer);
      unsubscribe();
    };
  }, [dataProvider]);

  return messages;
};
