import type { Student, StudentValidation } from '../../src/api/types';
import { call, clock, demoTokens, startDemoServer } from './helpers';

startDemoServer();
let tokens: Awaited<ReturnType<typeof demoTokens>>;
beforeAll(async () => {
  tokens = await demoTokens();
});

const queue = async (params: Record<string, string | number>) =>
  call<Student[]>('validation.students', { token: tokens.control, params });

const decide = (token: string, body: object) =>
  call<StudentValidation>('validation.studentValidation', { token, body });

test('the photo queue lists the students whose latest photo is pending', async () => {
  const { body } = await queue({ validation_target: 'photo', perPage: 5 });
  expect(body.total).toBeGreaterThan(0);
  for (const student of body.data) {
    const photos = await call<{ photo_state: string }[]>('photo.byStudent', {
      token: tokens.control,
      params: { student_idNumber: student.student_idNumber },
    });
    expect(photos.body.data[0].photo_state).toBe('pending');
  }
});

test('a decision on a record no longer pending is refused with 409, naming who decided', async () => {
  const { body } = await queue({ perPage: 1 });
  const student = body.data[0];
  const decision = {
    student_idNumber: student.student_idNumber,
    validation_target: 'data',
    validation_state: 'validated',
    validation_comment: '',
  };
  expect((await decide(tokens.control, decision)).http).toBe(200);
  const second = await decide(tokens.admin, { ...decision, validation_state: 'rejected' });
  expect(second.http).toBe(409);
  expect(second.body.message).toMatch(
    new RegExp(`^Déjà traité : les données de .+ ont été validées par control le `),
  );
  // Only whoever decided may undo (send the record back to pending).
  const undoByOther = await decide(tokens.admin, { ...decision, validation_state: 'pending' });
  expect(undoByOther.http).toBe(409);
  expect(undoByOther.body.message).toContain('par control');
  const undo = await decide(tokens.control, { ...decision, validation_state: 'pending' });
  expect(undo.http).toBe(200);
  const back = await queue({ ids: student.student_idNumber });
  expect(back.body.total).toBe(1);
});

test('the history filters decisions by day', async () => {
  const all = await call<StudentValidation[]>('validation.list', {
    token: tokens.control,
    params: { perPage: 1, sort: 'validation_at', order: 'ASC' },
  });
  const day = all.body.data[0].validation_at.slice(0, 10);
  const { body } = await call<StudentValidation[]>('validation.list', {
    token: tokens.control,
    params: { date_from: day, date_to: day, perPage: 1000 },
  });
  expect(body.total).toBeGreaterThan(0);
  expect(body.data.every((d) => d.validation_at.startsWith(day))).toBe(true);
});

test('a decider may undo their own decision for 15 minutes, then gets a French 409', async () => {
  const { body } = await queue({ perPage: 2 });
  const [early, late] = body.data;
  const decision = (student: Student, state: string) => ({
    student_idNumber: student.student_idNumber,
    validation_target: 'data',
    validation_state: state,
    validation_comment: '',
  });
  const start = clock.now;
  try {
    expect((await decide(tokens.control, decision(early, 'validated'))).http).toBe(200);
    expect((await decide(tokens.control, decision(late, 'validated'))).http).toBe(200);
    clock.now = start + 15 * 60_000;
    const fresh = await demoTokens();
    expect((await decide(fresh.control, decision(early, 'pending'))).http).toBe(200);
    clock.now = start + 15 * 60_000 + 1_000;
    const tooLate = await decide(fresh.control, decision(late, 'pending'));
    expect(tooLate.http).toBe(409);
    expect(tooLate.body.message).toBe(
      `Impossible d'annuler : la décision sur les données de ${late.student_firstName} ${late.student_lastName} date du 20/11/2026 08:00, il y a plus de 15 minutes.`,
    );
  } finally {
    clock.now = start;
  }
});
