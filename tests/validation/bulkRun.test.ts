import type { ValidationState } from '../../src/api/types';
import { BulkRun } from '../../src/validation/bulk/bulkRun';
import type { DecisionPayload } from '../../src/validation/reviewSession';

const students = ['A1', 'A2', 'A3'].map((id) => ({
  student_idNumber: id,
  student_lastName: `NOM ${id}`,
  student_firstName: 'Awa',
}));

const TOO_LATE =
  "Impossible d'annuler : la décision sur les données de Awa NOM A3 date du 20/11/2026 08:00, il y a plus de 15 minutes.";

/** A server recording decisions, refusing A2's decision and A3's undo. */
const fakeServer = () => {
  const sent: DecisionPayload[] = [];
  const send = async (payload: DecisionPayload) => {
    sent.push(payload);
    if (payload.student_idNumber === 'A2' && payload.validation_state !== 'pending')
      throw { message: 'Erreur du serveur (code 500).' };
    if (payload.student_idNumber === 'A3' && payload.validation_state === 'pending')
      throw { message: TOO_LATE, status: 409 };
  };
  return { sent, send, describe: (error: unknown) => error as { message: string } };
};

test('starts at creation, once; undo puts back only what the server accepted, once', async () => {
  const server = fakeServer();
  const steps: ValidationState[] = [];
  const settled = vi.fn();
  const run = new BulkRun(
    { students: [...students, students[0]], target: 'data', state: 'validated', comment: '' },
    { ...server, announce: (_, request) => steps.push(request.state), onSettled: settled },
  );
  expect(run.getSnapshot()).toMatchObject({ phase: 'running', total: 3 });
  const outcomes = await run.decided;
  expect(outcomes.map((o) => o.status)).toEqual(['ok', 'failed', 'ok']);
  expect(server.sent.map((p) => p.student_idNumber)).toEqual(['A1', 'A2', 'A3']);
  expect(run.getSnapshot().phase).toBe('done');
  expect(run.accepted().map((s) => s.student_idNumber)).toEqual(['A1', 'A3']);

  const [first, second] = [run.undo(), run.undo()];
  expect(second).toBe(first);
  const undone = await first;
  expect(server.sent.slice(3)).toEqual([
    {
      student_idNumber: 'A1',
      validation_target: 'data',
      validation_state: 'pending',
      validation_comment: 'Décision annulée',
    },
    {
      student_idNumber: 'A3',
      validation_target: 'data',
      validation_state: 'pending',
      validation_comment: 'Décision annulée',
    },
  ]);
  expect(undone.map((o) => [o.status, o.message])).toEqual([
    ['ok', undefined],
    ['failed', TOO_LATE],
  ]);
  expect(run.getSnapshot()).toMatchObject({ phase: 'undone', done: 2, total: 2 });
  expect(steps).toEqual(['validated', 'pending']);
  expect(settled).toHaveBeenCalledTimes(2);
});

test('an undo asked while decisions are on their way waits for them', async () => {
  const server = fakeServer();
  const run = new BulkRun(
    { students: [students[0]], target: 'photo', state: 'rejected', comment: 'Photo floue' },
    server,
  );
  const undone = run.undo();
  expect(run.getSnapshot().phase).toBe('running');
  await undone;
  expect(server.sent.map((p) => p.validation_state)).toEqual(['rejected', 'pending']);
  expect(server.sent[0].validation_comment).toBe('Photo floue');
});
