import { act, screen, waitFor, within } from '@testing-library/react';
import { clearDemoFaults, setDemoFaults } from '../../src/demo/node';
import { renderAppAs } from '../helpers/demoApp';
import { expectedStudent, section, showPath } from './fixtures';
import { demoServer, setupUser } from './helpers';

demoServer();
afterEach(() => clearDemoFaults());

test('shows identity, links, validity issues, sync history and photos', async () => {
  const { student, history, photos, issues } = await expectedStudent();
  expect(history.length).toBeGreaterThan(0);
  expect(photos.length).toBeGreaterThan(0);
  const user = setupUser();
  await renderAppAs('control', showPath(student));

  await screen.findByText(student.student_idNumber);
  const identity = section('Identité');
  expect(within(identity).getByText(student.student_uuid)).toBeInTheDocument();
  expect(within(identity).getByText(student.school_name).closest('a')).toHaveAttribute(
    'href',
    `/school/${student.school_id}/show`,
  );
  expect(within(identity).getByText(student.dren_name).closest('a')).toHaveAttribute(
    'href',
    `/dren/${student.dren_id}/show`,
  );
  if (student.student_birthDate) {
    const [year, month, day] = student.student_birthDate.split('-');
    expect(within(identity).getByText(`${day}/${month}/${year}`)).toBeInTheDocument();
  }

  const historySection = section('Historique de synchronisation');
  await waitFor(() =>
    expect(historySection.querySelectorAll('tbody tr')).toHaveLength(history.length),
  );
  const statusLabels = { running: 'En cours', success: 'Réussie', error: 'En échec' };
  expect(
    within(historySection).getAllByText(statusLabels[history[0].syncHistory_status]).length,
  ).toBeGreaterThan(0);

  const issuesSection = section('Anomalies de validité');
  if (issues.length === 0) {
    expect(await within(issuesSection).findByText('Aucune anomalie')).toBeInTheDocument();
  } else {
    expect(await within(issuesSection).findByText(issues[0].message)).toBeInTheDocument();
  }

  const photosSection = section('Photos');
  await waitFor(() => expect(photosSection.querySelectorAll('li')).toHaveLength(photos.length));
  expect(within(photosSection).getAllByText(/^(Validé|En attente|Rejeté)$/)).toHaveLength(
    photos.length,
  );
  // The main photo opens the same viewer as /photos: details, and the previous photos.
  await user.click(await within(identity).findByLabelText(/^Agrandir : Photo de /));
  const dialog = await screen.findByRole('dialog');
  await waitFor(() =>
    expect(dialog.querySelector('img')).toHaveAttribute('data-photo-uuid', photos[0].photo_uuid),
  );
  expect(dialog).toHaveAccessibleName(photos[0].student_fullName);
  expect(within(dialog).getByText('Matricule')).toBeInTheDocument();
  expect(within(dialog).getByText(`1 sur ${photos.length}`)).toBeInTheDocument();
  expect(within(dialog).queryByText("Voir la fiche de l'élève")).toBeNull();
  expect(window.location.hash).toBe(`#photo=${photos[0].photo_id}`);
  await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(window.location.hash).toBe('');

  // Opening it adds a history entry: Back closes it.
  const last = photos.at(-1)!;
  await user.click(
    within(photosSection)
      .getAllByLabelText(/^Agrandir : photo du /)
      .at(-1)!,
  );
  const again = await screen.findByRole('dialog');
  expect(within(again).getByText(`${photos.length} sur ${photos.length}`)).toBeInTheDocument();
  expect(window.location.hash).toBe(`#photo=${last.photo_id}`);
  act(() => window.history.back());
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(window.location.pathname).toBe(showPath(student));
});

test('a failing section says so in French, the others still show, and it can retry', async () => {
  const { student, history } = await expectedStudent();
  setDemoFaults({ fail: 'server', match: 'get_student_validity_issues' });
  const user = setupUser();
  await renderAppAs('control', showPath(student));

  const issuesSection = await screen.findByLabelText('Anomalies de validité', {
    selector: 'section',
  });
  expect(
    await within(issuesSection).findByText(/Impossible de charger cette section\./),
  ).toHaveTextContent('Erreur interne du serveur (démo).');
  const historySection = section('Historique de synchronisation');
  await waitFor(() =>
    expect(historySection.querySelectorAll('tbody tr')).toHaveLength(history.length),
  );
  expect(section('Identité')).toHaveTextContent(student.student_idNumber);

  clearDemoFaults();
  await user.click(within(issuesSection).getByText('Réessayer'));
  await waitFor(() =>
    expect(within(issuesSection).queryByText(/Impossible de charger/)).toBeNull(),
  );
});
