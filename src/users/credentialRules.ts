import * as z from 'zod/mini';

/**
 * The rules of login names and passwords, shared by the users' form, the change-password
 * form and the demo API (which refuses the same with the same French messages).
 */

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const LOGIN_NAME_PATTERN = /^[a-z0-9._-]{3,30}$/;

export const LOGIN_NAME_HINT =
  '3 à 30 caractères : lettres minuscules, chiffres, point, tiret ou tiret bas.';
export const LOGIN_NAME_INVISIBLE =
  'L’identifiant contient un caractère invisible (espace sans largeur, marque de sens d’écriture, trait d’union conditionnel…) : retapez-le au clavier.';
export const PASSWORD_BLANK = 'Le mot de passe ne peut pas être composé uniquement d’espaces.';
export const PASSWORD_TOO_SHORT = `Le mot de passe doit contenir au moins ${MIN_PASSWORD_LENGTH} caractères.`;
export const PASSWORD_TOO_LONG = `Le mot de passe ne doit pas dépasser ${MAX_PASSWORD_LENGTH} caractères.`;

/**
 * Characters that show nothing or change how their neighbours show: zero-width spaces and
 * joiners, bidi marks and controls, soft hyphen, variation selectors, Hangul fillers, tags,
 * control characters, line and paragraph separators, the blank braille pattern.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u2800]/u;

/**
 * A login name as it is compared and stored: NFKC (full-width `ａｄｍｉｎ` is `admin`, `ﬁ` is
 * `fi`), without surrounding spaces.
 */
export const normalizeLoginName = (name: string): string => name.normalize('NFKC').trim();

/** Two login names are the same account name when they normalise alike, case aside. */
export const loginNameKey = (name: string): string => normalizeLoginName(name).toLowerCase();

/** Characters as a reader counts them (an emoji is one), not UTF-16 units. */
const characterCount = (text: string): number => [...text].length;

export const loginNameRule = z.string().check(
  z.overwrite(normalizeLoginName),
  z.refine((name) => !INVISIBLE.test(name), { error: LOGIN_NAME_INVISIBLE, abort: true }),
  z.regex(LOGIN_NAME_PATTERN, { error: LOGIN_NAME_HINT }),
);

/** A password as typed (never trimmed): not only spaces, 8 to 128 characters. */
export const passwordRule = z.string().check(
  z.refine((password) => password === '' || password.trim() !== '', {
    error: PASSWORD_BLANK,
    abort: true,
  }),
  z.refine((password) => characterCount(password) >= MIN_PASSWORD_LENGTH, {
    error: PASSWORD_TOO_SHORT,
  }),
  z.refine((password) => characterCount(password) <= MAX_PASSWORD_LENGTH, {
    error: PASSWORD_TOO_LONG,
  }),
);

/** The first French message `rule` gives for `value`, or undefined when it passes. */
export const ruleProblem = (rule: z.ZodMiniType, value: unknown): string | undefined => {
  const result = z.safeParse(rule, value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

/** A react-admin field validator from a rule; an empty value is left to `required()`. */
export const validatorOf =
  (rule: z.ZodMiniType) =>
  (value: unknown): string | undefined =>
    value === undefined || value === null || value === '' ? undefined : ruleProblem(rule, value);
