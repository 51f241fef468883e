import { email, maxLength, minLength, regex, required, type Validator } from 'react-admin';

export const MIN_PASSWORD_LENGTH = 8;
export const LOGIN_NAME_PATTERN = /^[a-z0-9._-]{3,30}$/;

export const LOGIN_NAME_HINT =
  '3 à 30 caractères : lettres minuscules, chiffres, point, tiret ou tiret bas.';
export const PASSWORD_LENGTH_MESSAGE = `Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères.`;
export const PASSWORD_MISMATCH_MESSAGE = 'Les deux mots de passe ne correspondent pas.';

export const validateLoginName = [required(), regex(LOGIN_NAME_PATTERN, LOGIN_NAME_HINT)];
export const validateFullName = [required(), maxLength(100)];
export const validateEmail = [required(), email('Adresse e-mail invalide.'), maxLength(120)];

const passwordLength = minLength(MIN_PASSWORD_LENGTH, PASSWORD_LENGTH_MESSAGE);
export const validateNewPassword = [required(), passwordLength];
export const validateChangedPassword = [passwordLength];

/** The confirmation must repeat the password (both empty is fine: the password then stays). */
export const validatePasswordConfirm: Validator = (value, allValues) =>
  (value ?? '') === (allValues.login_password ?? '') ? undefined : PASSWORD_MISMATCH_MESSAGE;
