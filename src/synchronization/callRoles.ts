import type { Role } from '../api/types';
import { canSee } from '../auth/access';

/**
 * The roles the calls of /sync need (docs/api.md, column "access": sync history and errors
 * are admin calls). /sync itself is open to every logged-in user; each part of it shows
 * what the user's roles allow, and a French explanation in place of the rest.
 */
export const SYNC_CALL_ROLES: readonly Role[] = ['admin'];

export const mayReadSyncCalls = (roles: readonly Role[]): boolean => canSee(SYNC_CALL_ROLES, roles);

/** A refusal of the server (403), shown as the same explanation, never as an error box. */
export const isRefusal = (error: unknown): boolean =>
  (error as { status?: number } | null)?.status === 403;
