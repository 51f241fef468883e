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

test('undo of a decision still waiting takes it out of the outbox: nothing is sent', async () => {
  const { net, recorded, outbox, session } = await setup();
  net.up = false;
  session.decide('rejected', 'Photo floue');
  await vi.waitFor(() => expect(session.getSnapshot().waiting).toBe(1));
  session.undo();
  expect(currentId(session)).toBe('M1');
  await vi.waitFor(() => expect(session.getSnapshot()).toMatchObject({ waiting: 0, sending: 0 }));
  expect(outbox.getSnapshot().pending).toEqual([]);
  net.up = true;
  outbox.sendNow();
  await new Promise((done) => setTimeout(done, 20));
  expect(recorded).toEqual([]);
  expect(session.getSnapshot().decided).toBe(0);
  session.dispose();
});
