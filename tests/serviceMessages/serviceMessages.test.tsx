import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { onServiceMessagesRefresh } from '../../src/serviceMessages/banner/refreshServiceMessages';
// Aliased: the helper is no React hook, whatever its name says (react-hooks/rules-of-hooks).
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import { captureRequests } from '../users/captureRequests';

const server = setupDemoServer(200);

const LONG = { timeout: 15_000 };
const SAVE = '/api/serviceMessage/save';

const field = (label: RegExp) => screen.getByLabelText(label);
const preview = () => within(screen.getByTestId('service-message-preview'));
const banner = () => screen.findByRole('region', { name: 'Messages de service' }, LONG);

/** The table row of a message (its title may also be in the banner above the page). */
const rowOf = async (title: string) => {
  await waitFor(
    () => expect(screen.getAllByText(title).some((el) => el.closest('tr'))).toBe(true),
    LONG,
  );
  return screen
    .getAllByText(title)
    .find((el) => el.closest('tr'))!
    .closest('tr')!;
};

const chooseType = async (user: UserEvent, label: string) => {
  await user.click(screen.getByRole('combobox', { name: /^Type/ }));
  await user.click(await screen.findByRole('option', { name: label }));
};

const openCreate = async () => {
  const user = userEvent.setup();
  await renderAppAs('admin', '/service-messages/create');
  await screen.findByLabelText(/^Titre/, {}, LONG);
  return user;
};

test('lists the messages with French type labels, coloured chips and the displayed state', async () => {
  await renderAppAs('admin', '/service-messages');
  const row = await rowOf('Retard de synchronisation des photos');
  expect(within(row).getByText('Avertissement').closest('.MuiChip-root')).toHaveClass(
    'MuiChip-colorWarning',
  );
  expect(within(row).getByText('Oui')).toBeInTheDocument();
  const alertRow = await rowOf('Incident sur le serveur de photos');
  expect(within(alertRow).getByText('Alerte').closest('.MuiChip-root')).toHaveClass(
    'MuiChip-colorError',
  );
  expect(within(alertRow).getByText('Non')).toBeInTheDocument();
  expect(within(alertRow).getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeInTheDocument();
  expect(screen.getAllByText('Info').length).toBeGreaterThan(0);
});

test('the preview shows the message as users will see it, while typing', async () => {
  const user = await openCreate();
  expect(preview().getByText('Titre du message')).toBeInTheDocument();
  await user.type(field(/^Titre/), 'Coupure réseau');
  expect(preview().getByText('Coupure réseau')).toBeInTheDocument();
  await user.type(field(/^Contenu/), 'Le réseau sera coupé ce soir.');
  expect(preview().getByText('Le réseau sera coupé ce soir.')).toBeInTheDocument();
  expect(preview().getByText('Coupure réseau').closest('.MuiAlert-root')).toHaveClass(
    'MuiAlert-colorInfo',
  );
  await chooseType(user, 'Avertissement');
  expect(preview().getByText('Coupure réseau').closest('.MuiAlert-root')).toHaveClass(
    'MuiAlert-colorWarning',
  );
  await chooseType(user, 'Alerte');
  expect(preview().getByText('Coupure réseau').closest('.MuiAlert-root')).toHaveClass(
    'MuiAlert-colorError',
  );
  expect(screen.getByText('14 / 120 caractères')).toBeInTheDocument();
});

test('the type choices read Info, Avertissement and Alerte', async () => {
  const user = await openCreate();
  await user.click(screen.getByRole('combobox', { name: /^Type/ }));
  const options = await screen.findAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual(['Info', 'Avertissement', 'Alerte']);
});

test('checks the fields before sending: required, 120 and 2000 characters at most', async () => {
  const capture = captureRequests(server, SAVE);
  const user = await openCreate();
  await user.click(field(/^Titre/));
  await user.paste('x'.repeat(121));
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText('Maximum 120 caractères', {}, LONG)).toBeInTheDocument();
  expect(screen.getByText('Ce champ est requis')).toBeInTheDocument();
  await user.click(field(/^Contenu/));
  await user.paste('y'.repeat(2001));
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText('Maximum 2000 caractères', {}, LONG)).toBeInTheDocument();
  expect(await capture.bodies('POST', SAVE)).toEqual([]);
  capture.stop();
});

test('creates a message: its fields only, and the banner shows it without a reload', async () => {
  const capture = captureRequests(server, SAVE);
  const refreshed = vi.fn();
  const unsubscribe = onServiceMessagesRefresh(refreshed);
  const user = await openCreate();
  await user.type(field(/^Titre/), 'Fermeture exceptionnelle');
  await user.type(field(/^Contenu/), 'Les bureaux seront fermés lundi.');
  await chooseType(user, 'Alerte');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(window.location.pathname).toBe('/service-messages'), LONG);
  expect(await capture.bodies('POST', SAVE)).toEqual([
    {
      serviceMessage_title: 'Fermeture exceptionnelle',
      serviceMessage_content: 'Les bureaux seront fermés lundi.',
      serviceMessage_type: 'Alert',
      serviceMessage_displayed: true,
    },
  ]);
  expect(refreshed).toHaveBeenCalled();
  expect(
    await within(await banner()).findByText('Fermeture exceptionnelle', {}, LONG),
  ).toBeInTheDocument();
  unsubscribe();
  capture.stop();
});

test('edits a message: the id and the fields, then the banner is refreshed', async () => {
  const capture = captureRequests(server, SAVE);
  const refreshed = vi.fn();
  const unsubscribe = onServiceMessagesRefresh(refreshed);
  const user = userEvent.setup();
  await renderAppAs('admin', '/service-messages/3');
  await waitFor(
    () => expect(field(/^Titre/)).toHaveValue('Campagne de validation 2026-2027'),
    LONG,
  );
  expect(field(/^Afficher aux utilisateurs/)).not.toBeChecked();
  await user.click(field(/^Afficher aux utilisateurs/));
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(window.location.pathname).toBe('/service-messages'), LONG);
  const [body] = (await capture.bodies('POST', SAVE)) as Record<string, unknown>[];
  expect({ ...body, serviceMessage_id: Number(body.serviceMessage_id) }).toEqual({
    serviceMessage_id: 3,
    serviceMessage_title: 'Campagne de validation 2026-2027',
    serviceMessage_content: expect.stringContaining('campagne de validation'),
    serviceMessage_type: 'Info',
    serviceMessage_displayed: true,
  });
  expect(refreshed).toHaveBeenCalled();
  expect(
    await within(await banner()).findByText('Campagne de validation 2026-2027', {}, LONG),
  ).toBeInTheDocument();
  unsubscribe();
  capture.stop();
});

test('deletes a message after a confirmation, then refreshes the banner', async () => {
  const capture = captureRequests(server, '/api/serviceMessage/delete');
  const refreshed = vi.fn();
  const unsubscribe = onServiceMessagesRefresh(refreshed);
  const user = userEvent.setup();
  await renderAppAs('admin', '/service-messages/1');
  await waitFor(
    () => expect(field(/^Titre/)).toHaveValue('Opération de maintenance planifiée'),
    LONG,
  );
  await user.click(await screen.findByRole('button', { name: 'Supprimer' }, LONG));
  const dialog = await screen.findByRole('dialog', {}, LONG);
  expect(
    within(dialog).getByText('Supprimer le message « Opération de maintenance planifiée » ?'),
  ).toBeInTheDocument();
  expect(capture.requests).toEqual([]);
  await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
  await waitFor(() => expect(window.location.pathname).toBe('/service-messages'), LONG);
  expect(capture.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
    'DELETE /api/serviceMessage/delete/1',
  ]);
  expect(refreshed).toHaveBeenCalled();
  await waitFor(
    () => expect(screen.queryByText('Opération de maintenance planifiée')).toBeNull(),
    LONG,
  );
  unsubscribe();
  capture.stop();
});

test('a failed save keeps what was typed and does not refresh the banner', async () => {
  const refreshed = vi.fn();
  const unsubscribe = onServiceMessagesRefresh(refreshed);
  const { setDemoFaults, clearDemoFaults } = await import('../../src/demo/node');
  const user = await openCreate();
  await user.type(field(/^Titre/), 'Message refusé');
  await user.type(field(/^Contenu/), 'Contenu gardé.');
  setDemoFaults({ fail: 'server', match: SAVE, times: 1 });
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText(/Erreur interne du serveur/, {}, LONG)).toBeInTheDocument();
  expect(window.location.pathname).toBe('/service-messages/create');
  expect(field(/^Titre/)).toHaveValue('Message refusé');
  expect(field(/^Contenu/)).toHaveValue('Contenu gardé.');
  expect(refreshed).not.toHaveBeenCalled();
  clearDemoFaults();
  unsubscribe();
});
