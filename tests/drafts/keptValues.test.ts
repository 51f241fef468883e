import { withoutForbidden } from '../../src/drafts/forbiddenFields';
import { keptValues, passwordInputNames } from '../../src/drafts/keptValues';

test('keeps the changed fields only, never a password (named or shown so), a role nor task_params', () => {
  const form = document.createElement('form');
  form.innerHTML = '<input name="access_code" type="password"><input name="room_name">';
  const values = {
    room_id: 3,
    room_name: 'Salle 12',
    room_seats: 40,
    access_code: '4321',
    login_password: 'secret-2026',
    login_passwordConfirm: 'secret-2026',
    user_mot_de_passe: 'x',
    login_additionalRoles: ['admin'],
    login_role: 'admin',
    task_params: '{"apiToken":"abc"}',
  };
  const dirty = {
    room_name: true,
    room_seats: false,
    access_code: true,
    login_password: true,
    login_passwordConfirm: true,
    user_mot_de_passe: true,
    login_additionalRoles: [true],
    login_role: true,
    task_params: true,
  };
  expect(passwordInputNames(form)).toEqual(new Set(['access_code']));
  expect(keptValues(values, dirty, passwordInputNames(form))).toEqual({ room_name: 'Salle 12' });
});

test('what is read back is filtered the same way', () => {
  expect(
    withoutForbidden({
      login_name: 'agent',
      login_password: 'planté',
      login_passwordConfirm: 'planté',
      login_role: 'admin',
      login_additionalRoles: ['admin'],
      task_params: '{}',
      task_name: 'Nuit',
    }),
  ).toEqual({ login_name: 'agent', task_name: 'Nuit' });
});
