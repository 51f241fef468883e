import type { Login, Role } from '../api/types';
import { normalizeLoginName } from './credentialRules';

/** What the user form holds (an emptied input is null): a Login plus the confirmation. */
export type LoginFormValues = { [Field in keyof Login]?: Login[Field] | null } & {
  login_passwordConfirm?: string | null;
};

export type LoginPayload = Pick<
  Login,
  'login_name' | 'login_fullName' | 'login_email' | 'login_role' | 'login_additionalRoles'
> & { login_password?: string };

const text = (value: string | null | undefined) => (value ?? '').trim();

/**
 * The body of POST /api/login/save from the form: the account's fields only (the
 * confirmation and the record's other fields stay here), additional roles without the
 * main role, the login name normalised (NFKC) and the password only when one was typed.
 */
export const toLoginPayload = (values: LoginFormValues): LoginPayload => {
  const role: Role | '' = values.login_role ?? '';
  const payload: LoginPayload = {
    login_name: normalizeLoginName(values.login_name ?? ''),
    login_fullName: text(values.login_fullName),
    login_email: text(values.login_email),
    login_role: role,
    login_additionalRoles: (values.login_additionalRoles ?? []).filter((other) => other !== role),
  };
  if (values.login_password) payload.login_password = values.login_password;
  return payload;
};
