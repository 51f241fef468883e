import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { startSession } from '../../src/auth/clientSession';
import { TestAdmin } from '../helpers/TestAdmin';

export const AUTHOR = 7;
export const OTHER_USER = 8;

/** Logs `loginId` in (the drafts' owner is the session's user). */
export const logInAs = (loginId: number): void =>
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

/** The drafts kept in localStorage, by key. */
export const storedDrafts = (): Record<string, { savedAt: number; values: object }> =>
  Object.fromEntries(
    Object.keys(localStorage)
      .filter((key) => key.startsWith('form-draft:'))
      .map((key) => [key, JSON.parse(localStorage.getItem(key)!)]),
  );
