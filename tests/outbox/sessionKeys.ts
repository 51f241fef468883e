import type { SessionKey } from '../../src/sealing/sessionKey';

/**
 * Each user's sealing key as their password would derive it (one per user, the same at each
 * login), and the session it belongs to: `login` starts a new session for that user.
 */
export const loginKeys = () => {
  const keys = new Map<number, Promise<CryptoKey>>();
  const sessions = new Map<number, string>();
  let count = 0;
  const keyFor = (userId: number) => {
    if (!keys.has(userId))
      keys.set(
        userId,
        crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']),
      );
    return keys.get(userId)!;
  };
  return {
    keyOf: async (userId: number): Promise<SessionKey | null> => ({
      userId,
      sessionId: sessions.get(userId) ?? 'first',
      key: await keyFor(userId),
    }),
    login: ({ id }: { id: number }) => void sessions.set(id, `session-${++count}`),
  };
};
