import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import { captureRequests } from './captureRequests';

// The users' form applies the shared rules (src/users/credentialRules.ts) before sending.
const server = setupDemoServer(200);
const LONG = { timeout: 15_000 };
const SAVE = '/api/login/save';

const field = (label: RegExp) => screen.getByLabelText(label);
const error = (text: string) =>
  screen.findByText(text, { selector: 'p.Mui-error *, p.Mui-error' }, LONG);

test('refuses an invisible character in the name and a password of spaces; sends NFKC names', async () => {
  const capture = captureRequests(server, SAVE);
  const user = userEvent.setup();
  await renderAppAs('admin', '/users/create');
  await screen.findByLabelText(/^Identifiant/, {}, LONG);
  await user.click(field(/^Identifiant/));
  await user.paste('ad\u200bmin');
  await user.type(field(/^Nom complet/), 'KONE Issa');
  await user.type(field(/^Adresse e-mail/), 'issa.kone@education.gouv.ci');
  await user.click(field(/^Mot de passe/));
  await user.paste('          ');
  await user.click(field(/^Confirmer le mot de passe/));
  await user.paste('          ');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(
    await error(
      'L’identifiant contient un caractère invisible (espace sans largeur, marque de sens d’écriture, trait d’union conditionnel…) : retapez-le au clavier.',
    ),
  ).toBeInTheDocument();
  expect(
    await error('Le mot de passe ne peut pas être composé uniquement d’espaces.'),
  ).toBeInTheDocument();
  expect(await capture.bodies('POST', SAVE)).toEqual([]);

  await user.clear(field(/^Identifiant/));
  await user.paste('ｉ．ｋｏｎｅ');
  for (const label of [/^Mot de passe/, /^Confirmer le mot de passe/]) {
    await user.clear(field(label));
    await user.paste('mot-de-passe-2026');
  }
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(window.location.pathname).toBe('/users'), LONG);
  const [sent] = (await capture.bodies('POST', SAVE)) as { login_name: string }[];
  expect(sent.login_name).toBe('i.kone');
  // Nothing of the app keeps the typed password (react-admin's store, drafts...).
  const stored = (storage: Storage) =>
    Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`);
  expect(
    [...stored(localStorage), ...stored(sessionStorage)].filter((item) =>
      item.includes('mot-de-passe-2026'),
    ),
  ).toEqual([]);
  capture.stop();
});
