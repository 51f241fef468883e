import type { Student } from '../../src/api/types';
import { Outbox } from '../../src/outbox/Outbox';
import { sealedOutbox } from '../../src/outbox/sealedOutbox';
import { memoryRecords } from '../../src/outbox/storage';
import type { OutboxItem } from '../../src/outbox/types';
import { ReviewSession, type SessionEvent } from '../../src/validation/reviewSession';

const student = (n: number): Student =>
  ({
    student_idNumber: `M${n}`,
    student_lastName: `NOM${n}`,
    student_firstName: 'Awa',
    student_photoUuid: null,
    student_issues: [],
  }) as unknown as Student;

class NetworkError extends Error {
  name = 'NetworkError';
}

/** The queue on a server that the test takes off the network and back; decisions go through the outbox. */
const setup = async () => {
  const net = { up: true };
  const recorded: OutboxItem[] = [];
  const outbox = new Outbox({
    storage: sealedOutbox(memoryRecords(), async () => null),
    post: async (item) => {
      if (!net.up) throw new NetworkError();
      recorded.push(item);
      return {};
    },
    isRecorded: async (item) => {
      if (!net.up) throw new NetworkError();
      return recorded.some((r) => r.key === item.key);
    },
    classify: (error) => (error instanceof NetworkError ? 'network' : 'answered'),
  });
  await outbox.open({ id: 1, name: 'control' });
  const events: SessionEvent[] = [];
  const queue = Array.from({ length: 30 }, (_, i) => student(i + 1));
  const session = new ReviewSession({
    target: 'data',
    fetchQueue: async (perPage) => ({ data: queue.slice(0, perPage), total: queue.length }),
    send: (payload, options) => outbox.submit(payload, options),
    describe: (error) => ({ message: (error as Error).message }),
    notify: (event) => events.push(event),
  });
  session.start();
  await vi.waitFor(() => expect(session.getSnapshot().current).not.toBeNull());
  return { net, recorded, outbox, session, events };
};

const currentId = (session: ReviewSession) =>
  session.getSnapshot().current?.student.student_idNumber;

test('offline, the queue goes on: decisions wait in the outbox, then go out once each, in order', async () => {
  const { net, recorded, outbox, session, events } = await setup();
  net.up = false;
  for (const expected of ['M1', 'M2', 'M3']) {
    expect(currentId(session)).toBe(expected);
    session.decide('validated');
  }
  // The next record came from what was fetched ahead; nothing came back.
  expect(currentId(session)).toBe('M4');
  await vi.waitFor(() => expect(session.getSnapshot().waiting).toBe(3));
  expect(session.getSnapshot()).toMatchObject({ decided: 3, sending: 3, left: 27 });
  expect(events.filter((e) => e.type === 'failed')).toEqual([]);
  expect(events.filter((e) => e.type === 'waiting').map((e) => e.student.student_idNumber)).toEqual(
    ['M1', 'M2', 'M3'],
  );

  net.up = true;
  outbox.sendNow();
  await vi.waitFor(() => expect(session.getSnapshot()).toMatchObject({ waiting: 0, sending: 0 }));
  expect(recorded.map((item) => item.payload.student_idNumber)).toEqual(['M1', 'M2', 'M3']);
  expect(currentId(session)).toBe('M4');
  session.dispose();
});

test('undo of a decision never sent takes it out of the outbox: nothing is sent', async () => {
  const { net, recorded, outbox, session } = await setup();
  net.up = false;
  session.decide('validated');
  await vi.waitFor(() => expect(outbox.getSnapshot().offline).toBe(true));
  // Decided while the outbox knows it is offline: it never left.
  session.decide('rejected', 'Photo floue');
  await vi.waitFor(() => expect(session.getSnapshot().waiting).toBe(2));
  session.undo();
  expect(currentId(session)).toBe('M2');
  await vi.waitFor(() => expect(session.getSnapshot()).toMatchObject({ waiting: 1, sending: 1 }));
  expect(outbox.getSnapshot().pending.map((d) => d.payload.student_idNumber)).toEqual(['M1']);
  net.up = true;
  outbox.sendNow();
  await vi.waitFor(() => expect(session.getSnapshot()).toMatchObject({ waiting: 0, sending: 0 }));
  expect(recorded.map((item) => item.payload.student_idNumber)).toEqual(['M1']);
  expect(session.getSnapshot().decided).toBe(1);
  session.dispose();
});

test('undo of a decision sent once while the server is out of reach: it goes out, then its undo', async () => {
  const { net, recorded, outbox, session } = await setup();
  net.up = false;
  session.decide('rejected', 'Photo floue');
  await vi.waitFor(() => expect(session.getSnapshot().waiting).toBe(1));
  session.undo();
  expect(session.getSnapshot().decided).toBe(0);
  net.up = true;
  outbox.sendNow();
  await vi.waitFor(() => expect(session.getSnapshot()).toMatchObject({ waiting: 0, sending: 0 }));
  expect(recorded.map((item) => item.payload.validation_state)).toEqual(['rejected', 'pending']);
  session.dispose();
});

test('undo of a decision whose answer was lost asks the server, and undoes it there (issue 40)', async () => {
  const { net, recorded, outbox, session, events } = await setup();
  // The server records the decision; its answer never comes back.
  const answerLost = vi.fn();
  const post = outbox['deps'].post;
  outbox['deps'].post = async (item) => {
    const answer = await post(item);
    if (answerLost.mock.calls.length === 0) {
      answerLost();
      throw new NetworkError();
    }
    return answer;
  };
  net.up = true;
  session.decide('validated');
  await vi.waitFor(() => expect(session.getSnapshot().waiting).toBe(1));
  expect(recorded.map((item) => item.payload.validation_state)).toEqual(['validated']);
  // Ctrl+Z at once, before the outbox's first retry (2 s).
  session.undo();
  expect(currentId(session)).toBe('M1');
  await vi.waitFor(() => expect(session.getSnapshot()).toMatchObject({ waiting: 0, sending: 0 }));
  // The server got its undo: the history's last word on M1 is « pending », not « validated ».
  expect(
    recorded.map((item) => [item.payload.student_idNumber, item.payload.validation_state]),
  ).toEqual([
    ['M1', 'validated'],
    ['M1', 'pending'],
  ]);
  expect(session.getSnapshot().decided).toBe(0);
  expect(events.filter((e) => e.type === 'undoFailed')).toEqual([]);
  session.dispose();
});

test('« Annuler la dernière décision » skips the skips: V, R with a reason, P, Ctrl+Z undoes the rejection', async () => {
  const { recorded, session } = await setup();
  session.decide('validated');
  session.decide('rejected', 'Photo floue');
  session.skip();
  expect(session.getSnapshot().decided).toBe(2);
  expect(currentId(session)).toBe('M4');
  session.undo();
  // The rejected record is back on screen, not the skipped one; the count goes down.
  expect(currentId(session)).toBe('M2');
  expect(session.getSnapshot()).toMatchObject({ decided: 1, skipped: 1, canUndo: true });
  await vi.waitFor(() => expect(session.getSnapshot().sending).toBe(0));
  expect(
    recorded.map((item) => [item.payload.student_idNumber, item.payload.validation_state]),
  ).toEqual([
    ['M1', 'validated'],
    ['M2', 'rejected'],
    ['M2', 'pending'],
  ]);
  session.undo();
  expect(currentId(session)).toBe('M1');
  expect(session.getSnapshot()).toMatchObject({ decided: 0, canUndo: false });
  session.dispose();
});
