import type { Endpoint } from './endpoints';

/**
 * A call that changes data: every POST, PATCH and DELETE, and the GETs that delete (the spec's
 * `GET /api/login/delete/{login_id}`). check-api never sends one; /dev confirms before.
 */
export const changesData = ({
  method,
  path,
}: {
  method: Endpoint['method'] | string;
  path: string;
}): boolean => method !== 'GET' || /\/delete(\/|$)/.test(path);
