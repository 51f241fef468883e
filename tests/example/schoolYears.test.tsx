import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dataProvider } from '../../src/api/dataProvider';
import { login } from '../../src/auth/session';
import { registerResource } from '../../src/resource/register';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import schoolYears from './schoolYears/resource';

// In the app, src/collectPages.ts registers src/<feature>/resource.ts by itself.
registerResource(schoolYears);
setupDemoServer(100);

const LONG = { timeout: 20_000 };
const row = (label: string) => screen.getByText(label).closest('tr')!;

test('the menu entry opens the list of seeded school years, newest first', async () => {
  await renderAppAs('admin', '/');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('link', { name: /Années scolaires \(exemple\)/ }, LONG));
  await waitFor(() => expect(window.location.pathname).toBe('/exampleSchoolYears'));
  await screen.findByText('2025-2026', {}, LONG);
  const labels = screen.getAllByText(/^\d{4}-\d{4}$/).map((cell) => cell.textContent);
  expect(labels.slice(0, 2)).toEqual(['2025-2026', '2024-2025']);
  expect(within(row('2025-2026')).getByText('08/09/2025')).toBeInTheDocument();
  expect(within(row('2025-2026')).getByText('Oui')).toBeInTheDocument();
});

test('the demo API refuses a bad record with 400 and the rules’ French field errors, across fields too', async () => {
  await login('admin', 'admin');
  const error = await dataProvider
    .create('exampleSchoolYears', {
      data: { schoolYear_label: '2026', schoolYear_start: '8 sept.', schoolYear_current: true },
    })
    .catch((caught: unknown) => caught);
  expect(error).toMatchObject({
    status: 400,
    body: {
      errors: {
        schoolYear_label: 'Format attendu : 2025-2026.',
        schoolYear_start: 'Date attendue (AAAA-MM-JJ).',
        schoolYear_end: 'Ce champ est obligatoire.',
      },
    },
  });
  const backwards = await dataProvider
    .create('exampleSchoolYears', {
      data: {
        schoolYear_label: '2026-2027',
        schoolYear_start: '2026-09-07',
        schoolYear_end: '2026-06-25',
      },
    })
    .catch((caught: unknown) => caught);
  expect(backwards).toMatchObject({
    status: 400,
    body: { errors: { schoolYear_end: 'La fin des cours doit suivre la rentrée.' } },
  });
});

test('create with the form’s checks (required fields marked), edit, then delete after confirmation', async () => {
  await renderAppAs('admin', '/exampleSchoolYears/create');
  const user = userEvent.setup();
  const label = await screen.findByLabelText(/^Année\s\*$/, {}, LONG);
  expect(screen.getByLabelText(/^Rentrée\s\*$/)).toBeInTheDocument();
  expect(screen.getByLabelText('Année en cours')).toBeInTheDocument();
  await user.type(label, '2026');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText('Format attendu : 2025-2026.', {}, LONG)).toBeInTheDocument();
  expect(screen.getAllByText('Ce champ est obligatoire.')).toHaveLength(2);

  await user.clear(label);
  await user.type(label, '2026-2027');
  await user.type(screen.getByLabelText(/^Rentrée/), '2026-09-07');
  await user.type(screen.getByLabelText(/^Fin des cours/), '2027-06-25');
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(window.location.pathname).toBe('/exampleSchoolYears'), LONG);
  await screen.findByText('2026-2027', {}, LONG);
  expect(await screen.findByText('Année scolaire « 2026-2027 » créée', {}, LONG)).toBeVisible();

  await user.click(screen.getByText('2026-2027'));
  const edited = await screen.findByLabelText(/^Année\s\*$/, {}, LONG);
  await waitFor(() => expect(edited).toHaveValue('2026-2027'));
  await user.click(screen.getByLabelText('Année en cours'));
  await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => expect(window.location.pathname).toBe('/exampleSchoolYears'), LONG);
  await waitFor(() => expect(within(row('2026-2027')).getByText('Oui')).toBeInTheDocument(), LONG);
  expect(await screen.findByText('Année scolaire « 2026-2027 » modifiée', {}, LONG)).toBeVisible();

  await user.click(screen.getByText('2026-2027'));
  await waitFor(() => expect(screen.getByLabelText(/^Année\s\*$/)).toHaveValue('2026-2027'), LONG);
  await user.click(screen.getByRole('button', { name: 'Supprimer' }));
  const dialog = await screen.findByRole('dialog', {}, LONG);
  expect(
    within(dialog).getByText('Supprimer l’année scolaire « 2026-2027 » ?'),
  ).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
  await waitFor(() => expect(window.location.pathname).toBe('/exampleSchoolYears'), LONG);
  await screen.findByText('2025-2026', {}, LONG);
  expect(await screen.findByText('Année scolaire « 2026-2027 » supprimée', {}, LONG)).toBeVisible();
  expect(screen.queryByText('2026-2027')).toBeNull();
});

test('a record’s show page lists its fields, read only, even though rows open the form', async () => {
  await renderAppAs('admin', '/exampleSchoolYears/5/show');
  const label = await screen.findByText('2025-2026', {}, LONG);
  const page = label.closest('main') ?? document.body;
  expect(within(page).getByText('Rentrée')).toBeInTheDocument();
  expect(within(page).getByText('08/09/2025')).toBeInTheDocument();
  expect(within(page).getByText('26/06/2026')).toBeInTheDocument();
  expect(within(page).getByText('Oui')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
});

test('a control user is sent home: the page is admin only, as its declaration says', async () => {
  await renderAppAs('control', '/exampleSchoolYears');
  await waitFor(() => expect(window.location.pathname).toBe('/'), LONG);
  expect(screen.queryByRole('link', { name: /Années scolaires \(exemple\)/ })).toBeNull();
});
