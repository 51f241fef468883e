import { email, maxLength, required, type Validator } from 'react-admin';
import { loginNameRule, passwordRule, validatorOf } from './credentialRules';

export {
  LOGIN_NAME_HINT,
  LOGIN_NAME_PATTERN,
  MIN_PASSWORD_LENGTH,
  PASSWORD_TOO_SHORT as PASSWORD_LENGTH_MESSAGE,
} from './credentialRules';

export const PASSWORD_MISMATCH_MESSAGE = 'Les deux mots de passe ne correspondent pas.';

export const validateLoginName = [required(), validatorOf(loginNameRule)];
export const validateFullName = [required(), maxLength(100)];
export const validateEmail = [required(), email('Adresse e-mail invalide.'), maxLength(120)];

const validatePassword = validatorOf(passwordRule);
export const validateNewPassword = [required(), validatePassword];
export const validateChangedPassword = [validatePassword];

/** The confirmation must repeat the password (both empty is fine: the password then stays). */
export const validatePasswordConfirm: Validator = (value, allValues) =>
  (value ?? '') === (allValues.login_password ?? '') ? undefined : PASSWORD_MISMATCH_MESSAGE;
