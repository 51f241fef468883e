import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { HttpError } from 'react-admin';
import { answerOf } from '../../src/api/answers';
import { callAuth } from '../../src/api/authCalls';
import { dataProvider } from '../../src/api/dataProvider';
import { endpointNames } from '../../src/api/endpoints';
import { shouldRetry } from '../../src/api/queryClient';
import { tokenStorage } from '../../src/api/token';
import { sampleAnswer, sampleRecord } from '../helpers/sampleAnswer';

let answer: unknown = null;
const server = setupServer(http.all('*', () => HttpResponse.json(answer as object)));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const students = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    sampleRecord('student.getStudents', 'student_idNumber', `A${i}`),
  );

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('resolved instead of rejecting');
    },
    (error: unknown) => error as HttpError,
  );

test('every call of the endpoint table has its answer described', () => {
  expect(endpointNames.filter((name) => !answerOf(name))).toEqual([]);
});

test('a field of the wrong type: a French HttpError naming the call and the path, logged once, not retried', async () => {
  const data = students(5);
  data[3] = { ...data[3], student_idNumber: null as unknown as string };
  answer = { status: 'ok', data, total: 5 };
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  const error = await rejection(dataProvider.getList('student', {}));
  expect(error).toBeInstanceOf(HttpError);
  expect(error.message).toBe(
    'Réponse non conforme au contrat de l’API : GET /api/student/get_students : data[3].student_idNumber : texte attendu, null reçu',
  );
  expect(log).toHaveBeenCalledTimes(1);
  expect(log.mock.calls[0][0]).toBe(
    '[API] Réponse non conforme de GET /api/student/get_students :\ndata[3].student_idNumber : texte attendu, null reçu',
  );
  expect(shouldRetry(0, error)).toBe(false);
  log.mockRestore();
});

test.each([
  [
    'a missing field',
    { status: 'ok', data: [{ ...students(1)[0], school_name: undefined }] },
    'data[0].school_name : texte attendu, champ absent',
  ],
  [
    'a value outside its list',
    { status: 'ok', data: [{ ...students(1)[0], student_state: 'validé' }] },
    'data[0].student_state : "pending" ou "validated" ou "rejected" attendu, texte "validé" reçu',
  ],
  ['a list that is not an array', { status: 'ok', data: {} }, 'data : liste attendue, objet reçu'],
  [
    'a count in text',
    { status: 'ok', data: students(1), total: '12' },
    'total : nombre attendu, texte "12" reçu',
  ],
])('%s', async (_label, body, detail) => {
  answer = body;
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  const error = await rejection(dataProvider.getList('student', {}));
  expect(error.message).toBe(
    `Réponse non conforme au contrat de l’API : GET /api/student/get_students : ${detail}`,
  );
  log.mockRestore();
});

test('extra fields are tolerated and kept', async () => {
  answer = {
    status: 'ok',
    data: [{ ...students(1)[0], student_nickname: 'Koko' }],
    total: 1,
    x: 1,
  };
  const { data } = await dataProvider.getList('student', {});
  expect(data[0]).toMatchObject({ student_nickname: 'Koko', id: 'A0' });
});

test('custom calls are checked too: a nested field of a statistics answer', async () => {
  const timeline = sampleAnswer('task.timeline') as { data: { planned: { at: unknown }[] } };
  timeline.data.planned[0].at = 12;
  answer = timeline;
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  const error = await rejection(dataProvider.call('task.timeline'));
  expect(error.message).toBe(
    'Réponse non conforme au contrat de l’API : GET /api/task/timeline : data.planned[0].at : texte attendu, nombre 12 reçu',
  );
  log.mockRestore();
});

test('the session’s calls are checked: a user whose login_id is text', async () => {
  tokenStorage.set('jeton');
  const user = { ...(sampleAnswer('auth.me').user as object), login_id: '7' };
  answer = { status: 'ok', user };
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  await expect(callAuth('auth.me')).rejects.toThrow(
    'Réponse non conforme au contrat de l’API : GET /api/auth/me : user.login_id : nombre attendu, texte "7" reçu',
  );
  log.mockRestore();
  tokenStorage.clear();
});

test('an optional reference or text left out is no mismatch (a database with no location)', async () => {
  answer = {
    status: 'ok',
    data: [
      {
        modelDatabase_id: 6,
        modelDatabase_name: 'Archives',
        modelDatabase_engine: 'MySQL',
        modelDatabase_host: 'db.local',
      },
    ],
    total: 1,
  };
  const { data } = await dataProvider.getList('model-database', {});
  expect(data[0]).toMatchObject({ id: 6, modelDatabase_name: 'Archives' });
  answer = {
    status: 'ok',
    data: [{ modelEntity_id: 12, modelEntity_name: 'Élève' }],
    total: 1,
  };
  const entities = await dataProvider.getList('model-entity', {});
  expect(entities.data[0]).toMatchObject({ id: 12, modelEntity_name: 'Élève' });
});
