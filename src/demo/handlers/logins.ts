import { ROLES, type Login } from '../../api/types';
import type { DemoLogin } from '../db';
import { currentUser, findLoginByName, publicLogin } from './accounts';
import { MIN_PASSWORD_LENGTH } from './auth';
import { deleteRecord, saveRecord } from './crud';
import { findOr404, intParam, isoDate, listReply } from './params';
import { ApiError, type HandlerContext, type HandlerTable } from './types';
import { REQUIRED, type Checker } from './validate';

const NOT_FOUND = 'Utilisateur introuvable.';
export const DUPLICATE_LOGIN = 'Cet identifiant est déjà utilisé';
export const OWN_ACCOUNT = 'Vous ne pouvez pas supprimer votre propre compte.';

/** Checks the password (required on creation) and the uniqueness of the login name. */
const checkLogin =
  (ctx: HandlerContext) =>
  (checker: Checker, existing: DemoLogin | undefined, body: Record<string, unknown>) => {
    const password = body.login_password;
    if (!existing && (typeof password !== 'string' || password === '')) {
      checker.fail('login_password', REQUIRED);
    } else if (password !== undefined && password !== null && password !== '') {
      if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH) {
        checker.fail(
          'login_password',
          `Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères.`,
          true,
        );
      }
    }
    const name = checker.values.login_name;
    const twin = typeof name === 'string' ? findLoginByName(ctx, name) : undefined;
    if (twin && twin.login_id !== existing?.login_id)
      checker.fail('login_name', DUPLICATE_LOGIN, true);
  };

function saveLogin(ctx: HandlerContext): Login {
  const saved = saveRecord<DemoLogin>(ctx, ctx.tables.logins, {
    notFound: NOT_FOUND,
    schema: {
      login_name: { type: 'string', required: true, min: 3, max: 50 },
      login_fullName: { type: 'string', max: 100 },
      login_email: { type: 'string', email: true, max: 120 },
      login_role: { type: 'enum', values: ['', ...ROLES] },
      login_additionalRoles: { type: 'list', values: ROLES },
    },
    defaults: { login_fullName: '', login_email: '', login_role: '', login_additionalRoles: [] },
    check: checkLogin(ctx),
    // A new password ends the account's sessions (see auth.ts, changePassword).
    prepare: (body, existing) =>
      typeof body.login_password === 'string' && body.login_password
        ? { password: body.login_password, tokenEpoch: (existing?.tokenEpoch ?? 0) + 1 }
        : {},
    created: () => ({ login_createdAt: isoDate(ctx.now) }),
  });
  return publicLogin(saved);
}

export const loginHandlers = {
  'login.list': {
    access: 'admin',
    run: (ctx) => listReply(ctx, ctx.tables.logins, {}, publicLogin),
  },
  'login.load': {
    access: 'admin',
    run: (ctx) => publicLogin(findOr404(ctx.tables.logins, intParam(ctx, 'login_id'), NOT_FOUND)),
  },
  'login.save': { access: 'admin', write: true, run: saveLogin },
  'login.delete': {
    access: 'admin',
    write: true,
    run: (ctx) =>
      deleteRecord(ctx, ctx.tables.logins, NOT_FOUND, (login) => {
        if (login.login_id === currentUser(ctx).login_id) throw new ApiError(400, OWN_ACCOUNT);
      }),
  },
} satisfies HandlerTable;
