import { useCallback, useState } from 'react';

/** Minimised messages, by serviceMessage_id, for the browser tab's session (client-side only). */
export const MINIMISED_MESSAGES_KEY = 'service-messages-minimised';

type MessageId = number | string;

const read = (): MessageId[] => {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(MINIMISED_MESSAGES_KEY) ?? '[]');
    return Array.isArray(stored) ? stored : [];
  } catch {
    return [];
  }
};

const write = (ids: MessageId[]) => {
  try {
    sessionStorage.setItem(MINIMISED_MESSAGES_KEY, JSON.stringify(ids));
  } catch {
    // Storage full or refused: the choice still holds in memory.
  }
};

/** Which messages the user has minimised, per message; kept in memory and sessionStorage. */
export const useMinimisedMessages = () => {
  const [ids, setIds] = useState<MessageId[]>(read);

  const setMinimised = useCallback((id: MessageId, minimised: boolean) => {
    setIds((current) => {
      const next = current.filter((other) => other !== id);
      if (minimised) next.push(id);
      write(next);
      return next;
    });
  }, []);

  return {
    isMinimised: (id: MessageId) => ids.includes(id),
    minimise: (id: MessageId) => setMinimised(id, true),
    expand: (id: MessageId) => setMinimised(id, false),
  };
};
