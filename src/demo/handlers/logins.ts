import { ROLES, type Login } from '../../api/types';
import {
  loginNameRule,
  normalizeLoginName,
  passwordRule,
  ruleProblem,
} from '../../users/credentialRules';
import type { DemoLogin } from '../db';
import { asPasswordHash, hashPassword, withNewPassword, type PasswordHash } from '../passwords';
import { currentUser, findLoginByName, publicLogin, rolesOf } from './accounts';
import { deleteRecord, saveRecord } from './crud';
import { bodyObject, findOr404, intParam, isoDate, listReply } from './params';
import { ApiError, type HandlerContext, type HandlerTable } from './types';
import { REQUIRED, type Checker } from './validate';

const NOT_FOUND = 'Utilisateur introuvable.';
export const DUPLICATE_LOGIN = 'Cet identifiant est déjà utilisé';
export const OWN_ACCOUNT = 'Vous ne pouvez pas supprimer votre propre compte.';
export const LAST_ADMIN_ROLE =
  'Impossible de retirer le rôle Administrateur : ce compte est le dernier administrateur, ' +
  'plus personne ne pourrait gérer les utilisateurs. Nommez d’abord un autre administrateur.';
export const LAST_ADMIN_DELETE =
  'Impossible de supprimer ce compte : c’est le dernier administrateur, plus personne ne ' +
  'pourrait gérer les utilisateurs. Nommez d’abord un autre administrateur.';

const isAdmin = (login: DemoLogin) => rolesOf(login).includes('admin');

/** Whether `login` is the one account holding the admin role (main or additional). */
const isLastAdmin = (ctx: HandlerContext, login: DemoLogin) =>
  isAdmin(login) && !ctx.tables.logins.records.some((other) => other !== login && isAdmin(other));

/**
 * Without an admin, nobody could make admin calls any more, nor name a new admin: the last
 * one keeps the role and the account (409). The roles are those the save would store.
 */
const keepLastAdmin = (ctx: HandlerContext, checker: Checker, existing: DemoLogin | undefined) => {
  if (!existing || !isLastAdmin(ctx, existing)) return;
  // Values the checker refused are not in `values`: the stored ones stay, and a 400 follows.
  if (isAdmin({ ...existing, ...checker.values })) return;
  throw new ApiError(409, LAST_ADMIN_ROLE, { login_role: LAST_ADMIN_ROLE });
};

/** The fields of a save's body the journal records (never a password). */
const RECORDED_FIELDS = [
  'login_id',
  'login_name',
  'login_fullName',
  'login_email',
  'login_role',
  'login_additionalRoles',
];

/** The password of a save: a hash recorded in the journal (replay), else the typed one. */
const givenPassword = (ctx: HandlerContext) => {
  const body = bodyObject(ctx);
  const recorded = ctx.replaying ? asPasswordHash(body.passwordHash) : undefined;
  const typed = body.login_password;
  return { recorded, typed: typed === undefined || typed === null || typed === '' ? null : typed };
};

/**
 * Checks the login name (normalised, no invisible character, not another account's), and the
 * password (required on creation, same rules as everywhere: ../../users/credentialRules.ts).
 */
const checkLogin = (ctx: HandlerContext) => (checker: Checker, existing: DemoLogin | undefined) => {
  keepLastAdmin(ctx, checker, existing);
  const name = checker.values.login_name;
  if (typeof name === 'string') {
    const twin = findLoginByName(ctx, name);
    if (twin && twin.login_id !== existing?.login_id) {
      checker.fail('login_name', DUPLICATE_LOGIN, true);
    }
    const problem = ruleProblem(loginNameRule, name);
    if (problem) checker.fail('login_name', problem, true);
  }
  const { recorded, typed } = givenPassword(ctx);
  if (recorded) return;
  if (typed === null) {
    if (!existing) checker.fail('login_password', REQUIRED);
    return;
  }
  const problem = typeof typed === 'string' ? ruleProblem(passwordRule, typed) : 'Texte attendu.';
  if (problem) checker.fail('login_password', problem, true);
};

async function saveLogin(ctx: HandlerContext): Promise<Login> {
  const { recorded, typed } = givenPassword(ctx);
  // Hashed ahead (Web Crypto is asynchronous); a refused save drops it.
  const hash: PasswordHash | undefined =
    recorded ??
    (typeof typed === 'string' && !ruleProblem(passwordRule, typed)
      ? await hashPassword(typed)
      : undefined);
  const saved = saveRecord<DemoLogin>(ctx, ctx.tables.logins, {
    notFound: NOT_FOUND,
    schema: {
      login_name: { type: 'string', required: true },
      login_fullName: { type: 'string', max: 100 },
      login_email: { type: 'string', email: true, max: 120 },
      login_role: { type: 'enum', values: ['', ...ROLES] },
      login_additionalRoles: { type: 'list', values: ROLES },
    },
    defaults: { login_fullName: '', login_email: '', login_role: '', login_additionalRoles: [] },
    check: checkLogin(ctx),
    // A new password ends the account's sessions (see auth.ts, changePassword).
    prepare: (body, existing) => ({
      ...(typeof body.login_name === 'string' && {
        login_name: normalizeLoginName(body.login_name),
      }),
      ...(hash && withNewPassword(existing, hash)),
    }),
    created: () => ({ login_createdAt: isoDate(ctx.now) }),
  });
  return publicLogin(saved);
}

/** What a save records: the account's fields, and the hash it stored if it set a password. */
function recordedSave(ctx: HandlerContext, result: unknown): Record<string, unknown> {
  const body = Object.fromEntries(
    Object.entries(bodyObject(ctx)).filter(([field]) => RECORDED_FIELDS.includes(field)),
  );
  const { recorded, typed } = givenPassword(ctx);
  if (!recorded && typed === null) return body;
  const saved = ctx.tables.logins.find((result as Login).login_id);
  return { ...body, passwordHash: saved?.passwordHash };
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
  'login.save': { access: 'admin', write: true, run: saveLogin, journal: recordedSave },
  'login.delete': {
    access: 'admin',
    write: true,
    run: (ctx) =>
      deleteRecord(ctx, ctx.tables.logins, NOT_FOUND, (login) => {
        if (isLastAdmin(ctx, login)) throw new ApiError(409, LAST_ADMIN_DELETE);
        if (login.login_id === currentUser(ctx).login_id) throw new ApiError(400, OWN_ACCOUNT);
      }),
  },
} satisfies HandlerTable;
