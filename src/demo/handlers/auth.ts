import { recordLoginFailure, recordLoginSuccess, throttledFor } from '../loginThrottle';
import { createToken } from '../token';
import { authUser, currentUser, findLoginByName } from './accounts';
import { bodyObject } from './params';
import { Checker, REQUIRED } from './validate';
import { ApiError, Reply, type HandlerContext, type HandlerTable } from './types';

export const WRONG_CREDENTIALS = 'Identifiant ou mot de passe incorrect';
export const MIN_PASSWORD_LENGTH = 8;

export const tooManyAttempts = (waitMs: number): string =>
  `Trop de tentatives de connexion avec cet identifiant. Réessayez dans ${Math.ceil(waitMs / 1000)} secondes.`;

function login(ctx: HandlerContext): Reply {
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
  const wait = throttledFor(ctx.store, name, ctx.now);
  if (wait > 0) throw new ApiError(429, tooManyAttempts(wait));
  const account = findLoginByName(ctx, name);
  if (!account || account.password !== body.password) {
    recordLoginFailure(ctx.store, name, ctx.now);
    return Reply.json({ status: 'error', message: WRONG_CREDENTIALS });
  }
  recordLoginSuccess(ctx.store, name);
  const token = createToken(account.login_id, ctx.now, { epoch: account.tokenEpoch ?? 0 });
  return Reply.json({ status: 'ok', token, user: authUser(account) });
}

/**
 * A password change ends the account's other sessions: their tokens carry an older epoch.
 * The caller's session goes on with the new token of the answer.
 */
function changePassword(ctx: HandlerContext): { token: string } {
  const user = currentUser(ctx);
  const checker = new Checker(
    bodyObject(ctx),
    {
      currentPassword: { type: 'string', required: true, secret: true },
      newPassword: { type: 'string', required: true, secret: true },
    },
    true,
  );
  const { currentPassword, newPassword } = checker.values;
  if (currentPassword !== undefined && currentPassword !== user.password) {
    checker.fail('currentPassword', 'Le mot de passe actuel est incorrect.', true);
  }
  if (typeof newPassword === 'string' && newPassword.length < MIN_PASSWORD_LENGTH) {
    checker.fail(
      'newPassword',
      `Le nouveau mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères.`,
      true,
    );
  }
  checker.done();
  const epoch = (user.tokenEpoch ?? 0) + 1;
  ctx.tables.logins.update(user, { password: newPassword as string, tokenEpoch: epoch });
  return { token: createToken(user.login_id, ctx.now, { auth: ctx.session?.auth, epoch }) };
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
        token: createToken(currentUser(ctx).login_id, ctx.now, {
          auth: ctx.session?.auth,
          epoch: ctx.session?.epoch,
        }),
      }),
  },
  'auth.changePassword': { access: 'user', write: true, run: changePassword },
} satisfies HandlerTable;
