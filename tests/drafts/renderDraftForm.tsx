import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { startSession } from '../../src/auth/clientSession';
import { unseal, type Sealed } from '../../src/sealing/seal';
import { deriveSessionKey, sessionKeyOf } from '../../src/sealing/sessionKey';
import { TestAdmin } from '../helpers/TestAdmin';

export const AUTHOR = 7;
export const OTHER_USER = 8;

/**
 * Logs `loginId` in (the drafts' owner is the session's user) with their password: the key that
 * seals their drafts is derived, the same at each of their logins.
 */
export const logInAs = (loginId: number): void => {
  void deriveSessionKey(loginId, `password-${loginId}`);
  startSession(
    {
      login_id: loginId,
      login_name: `user${loginId}`,
      login_email: `user${loginId}@education.gouv.ci`,
      login_role: 'admin',
      login_additionalRoles: [],
    },
    `token-${loginId}`,
  );
};

/** A resource's create view, its `create` answered with the data sent (or `create` given). */
export const renderCreate = (
  resource: string,
  view: ReactElement,
  create: (...args: unknown[]) => Promise<unknown> = async (_resource, params) => ({
    data: { ...(params as { data: object }).data, id: 99 },
  }),
) =>
  render(
    <TestAdmin roles={['admin']} path={`/${resource}/create`} dataProvider={{ create }}>
      <ResourceContextProvider value={resource}>{view}</ResourceContextProvider>
    </TestAdmin>,
  );

/** The drafts' keys in localStorage. */
export const draftKeys = (): string[] =>
  Object.keys(localStorage).filter((key) => key.startsWith('form-draft:'));

/** The drafts kept in localStorage, by key, opened with their author's key. */
export const storedDrafts = async (): Promise<
  Record<string, { savedAt: number; values: object }>
> => {
  const opened = await Promise.all(
    draftKeys().map(async (key) => {
      const stored = JSON.parse(localStorage.getItem(key)!) as Sealed & { savedAt: number };
      const author = (await sessionKeyOf(Number(key.split(':')[1])))!;
      const values = await unseal(author.key, `${key}:${stored.savedAt}`, stored);
      return [key, { savedAt: stored.savedAt, values: values as object }] as const;
    }),
  );
  return Object.fromEntries(opened);
};
