import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { endSession } from '../../src/auth/clientSession';
import { seal } from '../../src/sealing/seal';
import { sessionKeyOf } from '../../src/sealing/sessionKey';
import UserCreate from '../../src/users/UserCreate';
import { AUTHOR, draftKeys, logInAs, renderCreate } from './renderDraftForm';

const KEY = `form-draft:${AUTHOR}:users:create`;
const OFFER = /^Reprendre la saisie du/;
const PLANTED = {
  login_name: 'agent',
  login_password: 'planté-2026',
  login_passwordConfirm: 'planté-2026',
  login_role: 'admin',
  login_additionalRoles: ['admin'],
};

beforeEach(() => {
  localStorage.clear();
  logInAs(AUTHOR);
});

afterEach(() => {
  endSession();
  vi.restoreAllMocks();
});

const field = (label: RegExp) => screen.getByLabelText(label);

const expectNothingFilled = () => {
  expect(field(/^Identifiant/)).toHaveValue('');
  expect(field(/^Mot de passe/)).toHaveValue('');
  const roles = within(screen.getByRole('group', { name: /Rôles supplémentaires/ }));
  expect(roles.getByRole('checkbox', { name: 'Administrateur' })).not.toBeChecked();
};

test('a draft planted in clear (a password and a role) is refused with a message, nothing filled', async () => {
  const refused = vi.spyOn(toast, 'error');
  localStorage.setItem(KEY, JSON.stringify({ savedAt: Date.now() - 60_000, values: PLANTED }));
  renderCreate('users', <UserCreate />);
  await waitFor(() =>
    expect(refused).toHaveBeenCalledWith(
      'Le brouillon gardé dans ce navigateur pour ce formulaire a été écarté sans être repris : il est illisible.',
      { duration: Infinity },
    ),
  );
  expect(screen.queryByText(OFFER)).toBeNull();
  expect(draftKeys()).toEqual([]);
  expectNothingFilled();
});

test('a draft sealed under another key (or changed) is refused with a message, nothing filled', async () => {
  const refused = vi.spyOn(toast, 'error');
  const otherKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
  ]);
  const savedAt = Date.now() - 60_000;
  const sealed = await seal(otherKey, `${KEY}:${savedAt}`, PLANTED);
  localStorage.setItem(KEY, JSON.stringify({ savedAt, ...sealed }));
  renderCreate('users', <UserCreate />);
  await waitFor(() =>
    expect(refused).toHaveBeenCalledWith(
      'Le brouillon gardé dans ce navigateur pour ce formulaire a été écarté sans être repris : il a été modifié ou n’a pas été enregistré par vous.',
      { duration: Infinity },
    ),
  );
  expect(screen.queryByText(OFFER)).toBeNull();
  expect(draftKeys()).toEqual([]);
  expectNothingFilled();
});

test('even sealed by its author, a restore fills only the fields shown, of their kind, that pass the form’s rules', async () => {
  const user = userEvent.setup();
  const told = vi.spyOn(toast, 'warning');
  const author = (await sessionKeyOf(AUTHOR))!;
  const savedAt = Date.now() - 60_000;
  const values = {
    ...PLANTED,
    login_id: 1,
    login_fullName: 42,
    login_email: 'pas-une-adresse',
  };
  localStorage.setItem(
    KEY,
    JSON.stringify({ savedAt, ...(await seal(author.key, `${KEY}:${savedAt}`, values)) }),
  );
  renderCreate('users', <UserCreate />);
  await screen.findByText(OFFER);
  expect(screen.getByText(/Cette saisie n’a pas été enregistrée\./).textContent).toBe(
    'Cette saisie n’a pas été enregistrée. Champs repris : Identifiant, Adresse e-mail.',
  );
  await user.click(screen.getByRole('button', { name: 'Reprendre' }));
  await waitFor(() =>
    expect(told).toHaveBeenCalledWith(
      'Non repris, car refusé par les règles du formulaire : Adresse e-mail.',
    ),
  );
  expect(field(/^Identifiant/)).toHaveValue('agent');
  expect(field(/^Adresse e-mail/)).toHaveValue('');
  expect(field(/^Nom complet/)).toHaveValue('');
  expect(field(/^Mot de passe/)).toHaveValue('');
  const roles = within(screen.getByRole('group', { name: /Rôles supplémentaires/ }));
  expect(roles.getByRole('checkbox', { name: 'Administrateur' })).not.toBeChecked();
});
