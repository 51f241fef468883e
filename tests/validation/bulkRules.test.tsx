import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import { captureDecisions, LONG, queueHead } from './helpers';

const server = setupDemoServer();
afterEach(() => server.resetHandlers());

const rowOf = async (idNumber: string) =>
  (await screen.findByText(idNumber, {}, LONG)).closest('tr') as HTMLElement;

test('a bulk validation counts the selected students who break rules and offers to leave them out', async () => {
  const user = userEvent.setup();
  await renderAppAs('control', '/validation/selection');
  const head = await queueHead('data', 25);
  const breaking = head.find((student) => (student.student_issues?.length ?? 0) > 0)!;
  const clean = head.find((student) => (student.student_issues?.length ?? 0) === 0)!;
  expect(breaking && clean).toBeTruthy();
  const bodies = captureDecisions(server);
  for (const student of [breaking, clean]) {
    await user.click(within(await rowOf(student.student_idNumber)).getByRole('checkbox'));
  }
  await user.click(await screen.findByRole('button', { name: 'Valider la sélection' }, LONG));
  let confirm = await screen.findByRole('dialog', { name: 'Valider 2 élèves ?' }, LONG);
  expect(within(confirm).getByRole('alert')).toHaveTextContent(
    '1 élève de la sélection ne respecte pas toutes les règles de validation (colonne « Règles non respectées »).',
  );
  const leaveOut = within(confirm).getByRole('checkbox', {
    name: 'Le laisser de côté : il reste sélectionné, sans décision',
  });
  expect(leaveOut).not.toBeChecked();
  await user.click(leaveOut);
  confirm = await screen.findByRole('dialog', { name: 'Valider 1 élève ?' });
  expect(confirm).toHaveTextContent(
    'L’élève recevra la décision « Validé » sur ses données. Vous pourrez l’annuler pendant 15 minutes, depuis « Décisions récentes ».',
  );
  await user.click(within(confirm).getByRole('button', { name: 'Valider 1 élève' }));
  const dialog = await screen.findByRole('dialog', { name: 'Valider 1 élève' }, LONG);
  await within(dialog).findByText('1 élève validé.', {}, LONG);
  expect(bodies.map((body) => body.student_idNumber)).toEqual([clean.student_idNumber]);
  await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
  // The student left out stays selected, with no decision.
  await waitFor(() =>
    expect(
      within(screen.getByText(breaking.student_idNumber).closest('tr')!).getByRole('checkbox'),
    ).toBeChecked(),
  );
});
