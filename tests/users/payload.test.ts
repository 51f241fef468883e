// @vitest-environment node
import { toLoginPayload } from '../../src/users/payload';
import { validatePasswordConfirm } from '../../src/users/validation';

const form = {
  id: 7,
  login_id: 7,
  login_name: ' kyao ',
  login_fullName: 'YAO Kacou',
  login_email: 'kacou.yao@education.gouv.ci',
  login_role: 'control' as const,
  login_additionalRoles: ['control' as const, 'dev_api_list' as const],
  login_createdAt: '2025-01-01T00:00:00Z',
  login_password: null,
  login_passwordConfirm: null,
};

test('keeps the account’s fields only, without the main role among the additional ones', () => {
  expect(toLoginPayload(form)).toEqual({
    login_name: 'kyao',
    login_fullName: 'YAO Kacou',
    login_email: 'kacou.yao@education.gouv.ci',
    login_role: 'control',
    login_additionalRoles: ['dev_api_list'],
  });
});

test('sends the password only when typed, never its confirmation', () => {
  const payload = toLoginPayload({
    ...form,
    login_password: 'nouveau-1',
    login_passwordConfirm: 'nouveau-1',
  });
  expect(payload.login_password).toBe('nouveau-1');
  expect(payload).not.toHaveProperty('login_passwordConfirm');
  expect(toLoginPayload({ ...form, login_password: '' })).not.toHaveProperty('login_password');
});

test('no main role is sent as an empty role', () => {
  expect(toLoginPayload({ ...form, login_role: undefined }).login_role).toBe('');
});

test('the confirmation must repeat the password', () => {
  expect(validatePasswordConfirm('abc', { login_password: 'abd' }, {})).toBe(
    'Les deux mots de passe ne correspondent pas.',
  );
  expect(validatePasswordConfirm('abc', { login_password: 'abc' }, {})).toBeUndefined();
  expect(validatePasswordConfirm(null, {}, {})).toBeUndefined();
});
