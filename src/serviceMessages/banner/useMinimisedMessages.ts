import { useCallback, useEffect, useState } from 'react';
import type { ServiceMessage } from '../../api/types';
import { MINIMISED_MESSAGES_KEY } from '../../constants/storageKeys';

/**
 * Minimised messages, client-side only: in localStorage, so that a message stays minimised in
 * every tab and after a reload, keyed by the message's id and text, so that it shows again in
 * full once its text changes.
 */
/** The id and a digest of what the message says: a changed message is a new one to read. */
export const messageKey = (message: ServiceMessage): string => {
  const text = [
    message.serviceMessage_type,
    message.serviceMessage_title,
    message.serviceMessage_content,
  ].join('\u0000');
  let hash = 0;
  for (let index = 0; index < text.length; index += 1) {
    hash = (Math.imul(hash, 31) + text.charCodeAt(index)) | 0;
  }
  return `${message.serviceMessage_id}:${(hash >>> 0).toString(36)}`;
};

const read = (): string[] => {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(MINIMISED_MESSAGES_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((key) => typeof key === 'string') : [];
  } catch {
    return [];
  }
};

const write = (keys: string[]) => {
  try {
    localStorage.setItem(MINIMISED_MESSAGES_KEY, JSON.stringify(keys));
  } catch {
    // Storage full or refused: the choice still holds in memory.
  }
};

/** Which messages the user has minimised; another tab's choice shows here at once. */
export const useMinimisedMessages = () => {
  const [keys, setKeys] = useState<string[]>(read);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === MINIMISED_MESSAGES_KEY || event.key === null) setKeys(read());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const setMinimised = useCallback((message: ServiceMessage, minimised: boolean) => {
    const key = messageKey(message);
    const id = `${message.serviceMessage_id}:`;
    setKeys((current) => {
      // Older versions of the same message are forgotten with it.
      const next = current.filter((other) => !other.startsWith(id));
      if (minimised) next.push(key);
      write(next);
      return next;
    });
  }, []);

  return {
    isMinimised: (message: ServiceMessage) => keys.includes(messageKey(message)),
    minimise: (message: ServiceMessage) => setMinimised(message, true),
    expand: (message: ServiceMessage) => setMinimised(message, false),
  };
};
