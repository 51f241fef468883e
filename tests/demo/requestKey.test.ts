import type { Student, StudentValidation } from '../../src/api/types';
import { call, demoTokens, startDemoServer } from './helpers';

startDemoServer();
let tokens: Awaited<ReturnType<typeof demoTokens>>;
beforeAll(async () => {
  tokens = await demoTokens();
});

const firstPending = async (offset: number) => {
  const { body } = await call<Student[]>('validation.students', {
    token: tokens.control,
    params: { perPage: 1, page: offset },
  });
  return body.data[0];
};

const decide = (token: string, body: object) =>
  call<StudentValidation>('validation.studentValidation', { token, body });

const decisionsOn = async (idNumber: string) =>
  (
    await call<StudentValidation[]>('validation.list', {
      token: tokens.control,
      params: { student_idNumber: idNumber, validation_target: 'data', perPage: 10 },
    })
  ).body;

test('the same request key from the same user gets the same answer and no second decision', async () => {
  const student = await firstPending(1);
  const decision = {
    student_idNumber: student.student_idNumber,
    validation_target: 'data',
    validation_state: 'validated',
    validation_comment: '',
    validation_requestKey: 'clé-1',
  };
  const first = await decide(tokens.control, decision);
  const again = await decide(tokens.control, decision);
  expect(first.http).toBe(200);
  expect(again.http).toBe(200);
  expect(again.body.data).toEqual(first.body.data);
  const history = await decisionsOn(student.student_idNumber);
  expect(history.total).toBe(1);

  // Without the key, the second one is refused as today (the record is no longer pending).
  const { validation_requestKey: _key, ...keyless } = decision;
  expect((await decide(tokens.control, keyless)).http).toBe(409);
});

test('a key is the user’s own: another user sending it gets their own answer', async () => {
  const student = await firstPending(1);
  const decision = {
    student_idNumber: student.student_idNumber,
    validation_target: 'data',
    validation_state: 'validated',
    validation_comment: '',
    validation_requestKey: 'clé-partagée',
  };
  expect((await decide(tokens.control, decision)).http).toBe(200);
  const other = await decide(tokens.admin, decision);
  expect(other.http).toBe(409);
  expect((await decisionsOn(student.student_idNumber)).total).toBe(1);
});

test('a key longer than 100 characters is refused with a French message', async () => {
  const student = await firstPending(1);
  const reply = await decide(tokens.control, {
    student_idNumber: student.student_idNumber,
    validation_target: 'data',
    validation_state: 'validated',
    validation_requestKey: 'x'.repeat(101),
  });
  expect(reply.http).toBe(400);
  expect(reply.body.errors?.validation_requestKey).toBe('100 caractères au maximum.');
});

test('a key belongs to its request: another student, target or state with it gets 422', async () => {
  const [x, y] = [await firstPending(1), await firstPending(2)];
  const decision = {
    student_idNumber: x.student_idNumber,
    validation_target: 'data',
    validation_state: 'validated',
    validation_requestKey: 'clé-liée',
  };
  expect((await decide(tokens.control, decision)).http).toBe(200);
  const message = `Cette clé de requête (validation_requestKey) a déjà servi pour une autre demande : validation des données de l’élève ${x.student_idNumber}. Envoyez chaque décision avec une clé nouvelle.`;
  for (const other of [
    { student_idNumber: y.student_idNumber },
    { validation_target: 'photo' },
    { validation_state: 'rejected' },
  ]) {
    const reply = await decide(tokens.control, { ...decision, ...other });
    expect(reply.http).toBe(422);
    expect(reply.body.message).toBe(message);
  }
  // Y stays pending, X keeps its one decision.
  expect((await decisionsOn(y.student_idNumber)).total).toBe(0);
  expect((await decisionsOn(x.student_idNumber)).total).toBe(1);
});

test('an undo drops the answer its decision stored: the key no longer answers « validated »', async () => {
  const student = await firstPending(1);
  const decision = {
    student_idNumber: student.student_idNumber,
    validation_target: 'data',
    validation_state: 'validated',
    validation_requestKey: 'clé-annulée',
  };
  const first = await decide(tokens.control, decision);
  const undo = await decide(tokens.control, {
    ...decision,
    validation_state: 'pending',
    validation_requestKey: 'clé-de-l-annulation',
  });
  expect(undo.http).toBe(200);
  // Replayed after the undo, the key is a request of its own: a new decision, not the old answer.
  const replay = await decide(tokens.control, decision);
  expect(replay.http).toBe(200);
  expect(replay.body.data.validation_id).not.toBe(first.body.data.validation_id);
  const history = await decisionsOn(student.student_idNumber);
  expect(history.total).toBe(3);
});
