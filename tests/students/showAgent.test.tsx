import { screen, waitFor } from '@testing-library/react';
import { renderAppAs } from '../helpers/demoApp';
import { expectedStudent, section, showPath } from './fixtures';
import { allowSlowApp, captureRequests, demoServer } from './helpers';

// Its own file: the app's react-query cache (permissions included) outlives a test's render.
allowSlowApp();
const server = demoServer();

test('a plain user sees a French note instead of the validity issues (no 403 call)', async () => {
  const { student, history } = await expectedStudent();
  const issueCalls = captureRequests(server, '/api/student/get_student_validity_issues');
  await renderAppAs('agent', showPath(student));
  expect(
    await screen.findByText(
      'Les anomalies ne sont consultables que par les administrateurs et les contrôleurs.',
    ),
  ).toBeInTheDocument();
  const historySection = section('Historique de synchronisation');
  await waitFor(() =>
    expect(historySection.querySelectorAll('tbody tr')).toHaveLength(history.length),
  );
  expect(issueCalls.calls()).toEqual([]);
});
