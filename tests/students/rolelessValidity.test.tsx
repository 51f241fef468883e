import { screen, waitFor, within } from '@testing-library/react';
import { renderAppAs } from '../helpers/demoApp';
import { blobText, captureDownloads } from '../helpers/downloads';
import { expectedStudent, section, showPath } from './fixtures';
import { captureRequests, demoServer, setupUser } from './helpers';

// A user without admin or control (the demo's agent) sees no validity data anywhere.
// Its own file: the app's react-query cache (permissions included) outlives a test's render.
const server = demoServer();

test('the student page has no validity section and asks for none', async () => {
  const { student, history } = await expectedStudent();
  const issueCalls = captureRequests(server, '/api/student/get_student_validity_issues');
  await renderAppAs('agent', showPath(student));
  const historySection = await screen.findByLabelText('Historique de synchronisation', {
    selector: 'section',
  });
  await waitFor(() =>
    expect(historySection.querySelectorAll('tbody tr')).toHaveLength(history.length),
  );
  expect(section('Identité')).toBeInTheDocument();
  expect(screen.queryByText('Anomalies de validité')).toBeNull();
  expect(screen.queryByText(/anomalies/i)).toBeNull();
  expect(issueCalls.calls()).toEqual([]);
});

test('the schools list and a school page show no students to correct', async () => {
  const user = setupUser();
  await renderAppAs('agent', '/school');
  const table = await screen.findByRole('table');
  await waitFor(() => expect(table.querySelectorAll('tbody tr')).toHaveLength(25));
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  expect(headers).toEqual(expect.arrayContaining(['Nom', 'Élèves', 'Validés']));
  expect(headers.filter((header) => /corriger/i.test(header ?? ''))).toEqual([]);

  await user.click(table.querySelector('tbody tr a')!);
  expect(await screen.findByText('Élèves validés')).toBeInTheDocument();
  expect(screen.queryByText(/à corriger/i)).toBeNull();
});

test('the students CSV has no Anomalies column', async () => {
  const files = captureDownloads();
  const user = setupUser();
  await renderAppAs('agent', '/student');
  await waitFor(() => expect(document.querySelectorAll('main tbody tr')).toHaveLength(25));
  await user.click(screen.getByLabelText('Exporter'));
  await waitFor(() => expect(files).toHaveLength(1));
  const [header] = (await blobText(files[0].blob)).replace(/^\uFEFF/, '').split('\r\n');
  expect(header.split(';')).toEqual(expect.arrayContaining(['"Matricule"', '"État"', '"Photo"']));
  expect(header).not.toContain('Anomalies');
});
