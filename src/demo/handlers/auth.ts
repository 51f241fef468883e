import { createToken } from '../token';
import { authUser, currentUser, findLoginByName } from './accounts';
import { bodyObject } from './params';
import { Checker, REQUIRED } from './validate';
import { ApiError, Reply, type HandlerContext, type HandlerTable } from './types';

export const WRONG_CREDENTIALS = 'Identifiant ou mot de passe incorrect';
export const MIN_PASSWORD_LENGTH = 8;

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
  const account = findLoginByName(ctx, body.login as string);
  if (!account || account.password !== body.password) {
    return Reply.json({ status: 'error', message: WRONG_CREDENTIALS });
  }
  const token = createToken(account.login_id, ctx.now);
  return Reply.json({ status: 'ok', token, user: authUser(account) });
}

function changePassword(ctx: HandlerContext): null {
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
  ctx.tables.logins.update(user, { password: newPassword as string });
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
      Reply.json({ status: 'ok', token: createToken(currentUser(ctx).login_id, ctx.now) }),
  },
  'auth.changePassword': { access: 'user', write: true, run: changePassword },
} satisfies HandlerTable;
