// @vitest-environment node
import { runBulk } from '../../src/outbox/runBulk';

const students = ['A1', 'A2', 'A3', 'A4', 'A5'].map((id) => ({
  student_idNumber: id,
  student_lastName: `NOM ${id}`,
  student_firstName: 'Awa',
}));

test('a partial failure names each record that failed, with its message', async () => {
  const sent: unknown[] = [];
  const outcomes = await runBulk(
    { students, target: 'photo', state: 'rejected', comment: 'Photo floue' },
    {
      send: async (payload) => {
        sent.push(payload);
        if (payload.student_idNumber === 'A3') throw { message: 'Erreur du serveur (code 500).' };
      },
      describe: (error) => error as { message: string },
      onProgress: () => undefined,
      isCancelled: () => false,
    },
  );
  expect(sent).toHaveLength(5);
  expect(sent[0]).toEqual({
    student_idNumber: 'A1',
    validation_target: 'photo',
    validation_state: 'rejected',
    validation_comment: 'Photo floue',
  });
  expect(outcomes.map((o) => o.status)).toEqual(['ok', 'ok', 'failed', 'ok', 'ok']);
  expect(outcomes[2]).toMatchObject({
    student: { student_idNumber: 'A3' },
    message: 'Erreur du serveur (code 500).',
  });
});

test('cancelling stops the sending; the rest is reported as not sent', async () => {
  let cancelled = false;
  const progress: number[] = [];
  const outcomes = await runBulk(
    { students, target: 'data', state: 'validated', comment: '' },
    {
      send: async () => undefined,
      describe: () => ({ message: '' }),
      onProgress: (done) => {
        progress.push(done);
        cancelled = true;
      },
      isCancelled: () => cancelled,
    },
  );
  // The four first requests were already on their way: they end and are reported.
  expect(outcomes.filter((o) => o.status === 'ok')).toHaveLength(4);
  expect(outcomes[4].status).toBe('cancelled');
  expect(progress).toEqual([1, 2, 3, 4]);
});
