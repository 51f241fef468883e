import { passwordRule, ruleProblem } from '../../users/credentialRules';
import { deviceCookieAfterLogin, knownDevice } from '../deviceCookie';
import { recordLoginFailure, recordLoginSuccess, throttledFor } from '../loginThrottle';
import { asPasswordHash, hashPassword, passwordMatches, withNewPassword } from '../passwords';
import { createToken, SESSION_MAX_AGE_MS } from '../token';
import type { EndedSession } from '../db';
import { leasesOf } from '../leases';
import { authUser, currentUser, findLoginByName } from './accounts';
import { bodyObject } from './params';
import { Checker, REQUIRED } from './validate';
import { ApiError, NOT_RECORDED, Reply, type HandlerContext, type HandlerTable } from './types';

export const WRONG_CREDENTIALS = 'Identifiant ou mot de passe incorrect';
export const WRONG_CURRENT_PASSWORD = 'Le mot de passe actuel est incorrect.';

/** The wait in the message: seconds up to 2 minutes, then minutes. */
const waitText = (waitMs: number): string => {
  const seconds = Math.ceil(waitMs / 1000);
  return seconds < 120 ? `${seconds} secondes` : `${Math.ceil(seconds / 60)} minutes`;
};

export const tooManyAttempts = (waitMs: number): string =>
  `Trop de tentatives de connexion avec cet identifiant. Réessayez dans ${waitText(waitMs)}.`;

async function login(ctx: HandlerContext): Promise<Reply> {
  const body = bodyObject(ctx);
  const errors: Record<string, string> = {};
  for (const field of ['login', 'password']) {
    if (typeof body[field] !== 'string' || !(body[field] as string).trim())
      errors[field] = REQUIRED;
  }
  if (Object.keys(errors).length) {
    throw new ApiError(400, 'Veuillez saisir votre identifiant et votre mot de passe.', errors);
  }
  const name = body.login as string;
  const caller = { client: ctx.client, device: await knownDevice(ctx.deviceCookie, name) };
  const holdBack = () => {
    const wait = throttledFor(ctx.store, name, caller, ctx.now);
    if (wait > 0) throw new ApiError(429, tooManyAttempts(wait));
  };
  holdBack();
  const account = findLoginByName(ctx, name);
  const matches = !!account && (await passwordMatches(account, body.password as string));
  // Tries sent together all pass the first check: those answered once the first wrong ones
  // have been counted are held back too, so that a burst gets no more answers than tries one by one.
  holdBack();
  if (!account || !matches) {
    recordLoginFailure(ctx.store, name, caller, ctx.now);
    return Reply.json({ status: 'error', message: WRONG_CREDENTIALS });
  }
  recordLoginSuccess(ctx.store, name, caller);
  const token = createToken(account.login_id, ctx.now, { epoch: account.tokenEpoch ?? 0 });
  const cookie = await deviceCookieAfterLogin(ctx.deviceCookie, name);
  return Reply.json({ status: 'ok', token, user: authUser(account) }, 200, {
    'Set-Cookie': cookie,
  });
}

/** The hash of a checked new password: the current one must match, the new one follow the rules. */
async function newPasswordHash(ctx: HandlerContext) {
  const checker = new Checker(
    bodyObject(ctx),
    {
      currentPassword: { type: 'string', required: true, secret: true },
      newPassword: { type: 'string', required: true, secret: true },
    },
    true,
  );
  const { currentPassword, newPassword } = checker.values;
  if (typeof currentPassword === 'string') {
    if (!(await passwordMatches(currentUser(ctx), currentPassword))) {
      checker.fail('currentPassword', WRONG_CURRENT_PASSWORD, true);
    }
  }
  const problem = ruleProblem(passwordRule, newPassword);
  if (typeof newPassword === 'string' && problem) checker.fail('newPassword', problem, true);
  checker.done();
  return hashPassword(newPassword as string);
}

/**
 * A password change ends the account's other sessions: their tokens carry an older epoch.
 * The caller's session goes on with the new token of the answer. Only the new password's
 * hash is kept, and recorded in the journal; a replay sets that hash again.
 */
async function changePassword(ctx: HandlerContext): Promise<{ token: string }> {
  const user = currentUser(ctx);
  const recorded = ctx.replaying ? asPasswordHash(bodyObject(ctx).passwordHash) : undefined;
  const changes = withNewPassword(user, recorded ?? (await newPasswordHash(ctx)));
  ctx.tables.logins.update(user, changes);
  const epoch = changes.tokenEpoch;
  const { auth, sessionId } = ctx.session ?? {};
  return { token: createToken(user.login_id, ctx.now, { auth, epoch, sessionId }) };
}

/** The session a logout ends: the caller's, or the recorded one when the journal is replayed. */
const sessionToEnd = (ctx: HandlerContext): EndedSession | undefined => {
  const { sessionId, auth } = ctx.replaying ? bodyObject(ctx) : (ctx.session ?? {});
  return typeof sessionId === 'string' && typeof auth === 'number'
    ? { sessionId, auth }
    : undefined;
};

/**
 * POST /api/auth/logout ends the session of the token it is sent with: that token and every
 * one refreshed from it are refused from then on. Public: a token already refused has no
 * session left, and the answer is the same.
 */
function logout(ctx: HandlerContext): null {
  const ended = sessionToEnd(ctx);
  if (!ctx.user || !ended) return null;
  // Sessions past their 12 h are refused anyway: no need to remember them.
  const recent = (ctx.user.endedSessions ?? []).filter(
    ({ auth }) => auth + SESSION_MAX_AGE_MS > ctx.now,
  );
  ctx.tables.logins.update(ctx.user, { endedSessions: [...recent, ended] });
  leasesOf(ctx.store).dropSession(ended.sessionId);
  return null;
}

export const authHandlers = {
  'auth.login': { access: 'public', run: login },
  'auth.me': {
    access: 'user',
    run: (ctx) => Reply.json({ status: 'ok', user: authUser(currentUser(ctx)) }),
  },
  'auth.refresh': {
    access: 'user',
    run: (ctx) =>
      Reply.json({
        status: 'ok',
        token: createToken(currentUser(ctx).login_id, ctx.now, { ...ctx.session }),
      }),
  },
  'auth.logout': {
    access: 'public',
    write: true,
    run: logout,
    // Without a live session it changed nothing: nothing to replay.
    journal: (ctx) => (ctx.user && sessionToEnd(ctx)) || NOT_RECORDED,
  },
  'auth.changePassword': {
    access: 'user',
    write: true,
    run: changePassword,
    journal: (ctx) => ({
      passwordHash: ctx.tables.logins.find(currentUser(ctx).login_id)?.passwordHash,
    }),
  },
} satisfies HandlerTable;
