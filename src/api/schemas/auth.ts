import * as z from 'zod/mini';
import { id, isoDate, list, optional, record, role, text } from './shared';

/** Auth user as returned by /api/auth/login and /api/auth/me. */
export const authUserSchema = record({
  login_id: id(),
  login_name: text(),
  login_email: text(),
  login_role: z.union([role, z.literal('')]),
  login_additionalRoles: list(role),
  /** For 'Mon profil'; absent from older servers. */
  login_fullName: optional(text()),
});

/** A login (user account) as managed under /api/login: never a password. */
export const loginSchema = z.extend(authUserSchema, {
  login_fullName: text(),
  login_createdAt: isoDate(),
});

/**
 * POST /api/auth/login: `{ status, token, user }`; wrong credentials keep HTTP 200 with
 * `{ status: "error", message }`, so only the fields' types are checked here.
 */
export const loginAnswerSchema = record({
  status: z.enum(['ok', 'error']),
  token: optional(text()),
  user: optional(authUserSchema),
  message: optional(text()),
});

/** GET /api/auth/me once its status is ok. */
export const meAnswerSchema = record({ status: z.literal('ok'), user: authUserSchema });

/** GET /api/auth/refresh once its status is ok. */
export const refreshAnswerSchema = record({ status: z.literal('ok'), token: text() });
