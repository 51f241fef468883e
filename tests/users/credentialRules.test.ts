// @vitest-environment node
import {
  LOGIN_NAME_HINT,
  LOGIN_NAME_INVISIBLE,
  loginNameRule,
  normalizeLoginName,
  PASSWORD_BLANK,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  passwordRule,
  ruleProblem,
} from '../../src/users/credentialRules';
import { toLoginPayload } from '../../src/users/payload';
import { validateLoginName, validateNewPassword } from '../../src/users/validation';

test('the French messages', () => {
  expect(LOGIN_NAME_INVISIBLE).toBe(
    'L’identifiant contient un caractère invisible (espace sans largeur, marque de sens d’écriture, trait d’union conditionnel…) : retapez-le au clavier.',
  );
  expect(PASSWORD_BLANK).toBe('Le mot de passe ne peut pas être composé uniquement d’espaces.');
  expect(PASSWORD_TOO_SHORT).toBe('Le mot de passe doit contenir au moins 8 caractères.');
  expect(PASSWORD_TOO_LONG).toBe('Le mot de passe ne doit pas dépasser 128 caractères.');
});

test.each([
  ['zero-width space', 'ad\u200bmin'],
  ['zero-width joiner', 'k\u200dkone'],
  ['soft hyphen', 'k\u00adkone'],
  ['right-to-left override', 'kkone\u202egpj'],
  ['left-to-right mark', '\u200ekkone'],
  ['word joiner', 'kk\u2060one'],
  ['byte order mark', 'kk\ufeffone'],
  ['Hangul filler', 'kkone\u3164'],
  ['variation selector', 'kkone\ufe0f'],
  ['tab', 'kk\tone'],
])('a login name with a %s is refused as invisible', (_, name) => {
  expect(ruleProblem(loginNameRule, name)).toBe(LOGIN_NAME_INVISIBLE);
});

test('login names are normalised with NFKC before the pattern', () => {
  expect(normalizeLoginName(' ａｄｍｉｎ２ ')).toBe('admin2');
  expect(normalizeLoginName('ﬁlo')).toBe('filo');
  expect(ruleProblem(loginNameRule, 'ｋ．ｋｏｎｅ')).toBeUndefined();
  expect(ruleProblem(loginNameRule, 'Kone')).toBe(LOGIN_NAME_HINT);
  expect(ruleProblem(loginNameRule, 'аdmin')).toBe(LOGIN_NAME_HINT); // Cyrillic а
  expect(toLoginPayload({ login_name: ' ｋ．ｋｏｎｅ ' }).login_name).toBe('k.kone');
});

test.each([
  ['only spaces', '          ', PASSWORD_BLANK],
  ['a few spaces', '   ', PASSWORD_BLANK],
  ['tabs and no-break spaces', '\t\u00a0\u00a0\t\u00a0\u00a0\t\u00a0', PASSWORD_BLANK],
  ['7 characters', 'abcdefg', PASSWORD_TOO_SHORT],
  ['129 characters', 'a'.repeat(129), PASSWORD_TOO_LONG],
  ['8 characters', 'abcdefgh', undefined],
  ['128 characters', 'a'.repeat(128), undefined],
  ['spaces around words', '  mot de passe  ', undefined],
  ['100 emoji (200 UTF-16 units)', '🔑'.repeat(100), undefined],
])('a password of %s', (_, password, expected) => {
  expect(ruleProblem(passwordRule, password)).toBe(expected);
});

test('the form validators give the same messages (react-admin validators)', () => {
  const run = (validators: ((value: unknown, values: object) => unknown)[], value: string) =>
    validators.map((validate) => validate(value, {})).find(Boolean);
  expect(run(validateNewPassword as never, '        ')).toBe(PASSWORD_BLANK);
  expect(run(validateNewPassword as never, 'x'.repeat(129))).toBe(PASSWORD_TOO_LONG);
  expect(run(validateLoginName as never, 'ad\u200bmin')).toBe(LOGIN_NAME_INVISIBLE);
  expect(run(validateLoginName as never, 'ａｄｍｉｎ')).toBeUndefined();
});
