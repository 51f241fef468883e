import { screen, waitFor } from '@testing-library/react';
import { dataProvider } from '../../src/api/dataProvider';
import { login } from '../../src/auth/session';
import { renderAppAs } from '../helpers/demoApp';
import { demoServer, setupUser, captureRequests, listUrl } from './helpers';

const server = demoServer();

const aStudent = async () => {
  await login('agent', 'agent');
  const { data } = await dataProvider.getList('student', {
    pagination: { page: 3, perPage: 1 },
    sort: { field: 'student_idNumber', order: 'ASC' },
    filter: {},
  });
  return data[0];
};

test('a uuid typed in the search opens that student, and the list forgets the uuid', async () => {
  const student = await aStudent();
  const lookups = captureRequests(server, '/api/student/get_student_by_uuid');
  const user = setupUser();
  await renderAppAs('agent', '/student');
  const search = await screen.findByLabelText(/Rechercher un élève/);
  await user.click(search);
  await user.paste(` ${student.student_uuid.toUpperCase()} `);

  await waitFor(() =>
    expect(window.location.pathname).toBe(`/student/${student.student_idNumber}/show`),
  );
  expect(lookups.calls()).toEqual([{ student_uuid: student.student_uuid }]);
  expect(
    await screen.findByText(new RegExp(student.student_firstName), { selector: 'h1' }),
  ).toBeInTheDocument();

  // Back on the list (menu link): the uuid is no longer a filter, nothing reopens the student.
  await user.click(await screen.findByLabelText('Liste des élèves'));
  await waitFor(() => expect(window.location.pathname).toBe('/student'));
  expect(window.location.search).not.toContain(student.student_uuid);
  await screen.findByText('1-25 sur 2 000');
  expect(window.location.pathname).toBe('/student');
});

test('an unknown uuid says so in French', async () => {
  const uuid = '00000000-0000-4000-8000-000000000000';
  await renderAppAs('control', listUrl({ q: uuid }));
  expect(
    await screen.findByText('Aucun élève ne correspond à cet identifiant.'),
  ).toBeInTheDocument();
  expect(window.location.pathname).toBe('/student');
});
