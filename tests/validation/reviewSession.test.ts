import type { Student } from '../../src/api/types';
import {
  ReviewSession,
  type DecisionPayload,
  type SessionEvent,
} from '../../src/validation/reviewSession';

const student = (n: number): Student =>
  ({
    student_idNumber: `M${n}`,
    student_lastName: `NOM${n}`,
    student_firstName: 'Awa',
    student_photoUuid: `uuid-${n}`,
    student_issues: [],
  }) as unknown as Student;

/** A promise the test settles by hand. */
const deferred = <T = unknown>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, ko) => {
    resolve = ok;
    reject = ko;
  });
  return { promise, resolve, reject };
};

const flush = () => new Promise((done) => setTimeout(done, 0));

/** A session on a server queue of `count` students; every send waits for the test. */
const setup = (count = 30) => {
  let queue = Array.from({ length: count }, (_, i) => student(i + 1));
  const sends: { payload: DecisionPayload; answer: ReturnType<typeof deferred> }[] = [];
  const events: SessionEvent[] = [];
  const fetches: number[] = [];
  const session = new ReviewSession({
    target: 'data',
    fetchQueue: async (perPage) => {
      fetches.push(perPage);
      return { data: queue.slice(0, perPage), total: queue.length };
    },
    send: (payload) => {
      const answer = deferred();
      sends.push({ payload, answer });
      return answer.promise;
    },
    describe: (error) => error as { message: string; status?: number },
    notify: (event) => events.push(event),
  });
  const decideOnServer = (id: string) => {
    queue = queue.filter((s) => s.student_idNumber !== id);
  };
  const reopenOnServer = (n: number) => {
    queue = [student(n), ...queue];
  };
  return { session, sends, events, fetches, decideOnServer, reopenOnServer };
};

const currentId = (session: ReviewSession) =>
  session.getSnapshot().current?.student.student_idNumber;

test('the next record is on screen before the decision is answered, sent once', async () => {
  const { session, sends } = setup();
  session.start();
  await flush();
  expect(currentId(session)).toBe('M1');
  expect(session.getSnapshot().left).toBe(30);

  session.decide('validated');
  expect(currentId(session)).toBe('M2');
  expect(sends).toHaveLength(1);
  expect(sends[0].payload).toEqual({
    student_idNumber: 'M1',
    validation_target: 'data',
    validation_state: 'validated',
    validation_comment: '',
  });
  expect(session.getSnapshot()).toMatchObject({ decided: 1, left: 29, sending: 1 });
  session.decide('rejected', 'Photo floue');
  expect(currentId(session)).toBe('M3');
  expect(sends.map((s) => s.payload.student_idNumber)).toEqual(['M1', 'M2']);
});

test('more records are fetched ahead, before the buffer runs out', async () => {
  const { session, fetches } = setup(60);
  session.start();
  await flush();
  expect(fetches).toHaveLength(1);
  for (let i = 0; i < 13; i++) session.skip();
  // Fewer than 8 records left ahead: the next page was asked while records remain on screen.
  expect(fetches.length).toBeGreaterThan(1);
  expect(currentId(session)).toBe('M14');
});

test('a failed decision brings its record back with a French message and its reason', async () => {
  const { session, sends, events } = setup();
  session.start();
  await flush();
  session.decide('rejected', 'Nom incomplet');
  expect(currentId(session)).toBe('M2');
  sends[0].answer.reject({ message: 'Impossible de joindre le serveur.' });
  await flush();
  // The record on screen stays (no swap under the controller's eyes); the failed one is next.
  expect(currentId(session)).toBe('M2');
  expect(session.getSnapshot().decided).toBe(0);
  session.skip();
  const { current } = session.getSnapshot();
  expect(current).toMatchObject({
    student: { student_idNumber: 'M1' },
    notice: 'Impossible de joindre le serveur.',
    comment: 'Nom incomplet',
  });
  expect(events.at(-1)).toMatchObject({
    type: 'failed',
    message: 'Impossible de joindre le serveur.',
  });
  // Never sent again by itself: only a new decision sends.
  expect(sends).toHaveLength(1);
  session.decide('validated');
  expect(sends).toHaveLength(2);
  expect(sends[1].payload.student_idNumber).toBe('M1');
});

test('a 409 (decided by another controller) drops the record and reports it as taken elsewhere', async () => {
  const { session, sends, events } = setup();
  session.start();
  await flush();
  session.decide('validated');
  session.decide('validated');
  sends[0].answer.reject({ status: 409, message: 'Déjà traité par k.kone.' });
  sends[1].answer.resolve(null);
  await flush();
  const ids = [
    currentId(session),
    ...session.getSnapshot().upcoming.map((s) => s.student_idNumber),
  ];
  expect(ids).not.toContain('M1');
  expect(session.getSnapshot()).toMatchObject({ decided: 1, takenElsewhere: 1 });
  expect(events.filter((e) => e.type === 'takenElsewhere')).toHaveLength(1);
});

test('undo after the answer reopens the decision on the server; the record is back on screen', async () => {
  const { session, sends } = setup();
  session.start();
  await flush();
  session.decide('validated');
  sends[0].answer.resolve(null);
  await flush();
  session.undo();
  expect(currentId(session)).toBe('M1');
  await flush();
  expect(sends[1].payload).toMatchObject({ student_idNumber: 'M1', validation_state: 'pending' });
  sends[1].answer.resolve(null);
  await flush();
  expect(session.getSnapshot()).toMatchObject({ decided: 0, canUndo: false, left: 30 });
  expect(session.getSnapshot().upcoming[0].student_idNumber).toBe('M2');
});

test('an undo the server refuses leaves the decision standing: its record leaves the queue again', async () => {
  const { session, sends, events } = setup();
  session.start();
  await flush();
  session.decide('validated');
  session.decide('validated');
  sends[0].answer.resolve(null);
  sends[1].answer.resolve(null);
  await flush();
  session.undo();
  session.undo();
  await flush();
  expect(currentId(session)).toBe('M1');
  expect(session.getSnapshot()).toMatchObject({ decided: 0, sending: 2 });
  expect(sends.slice(2).map((send) => send.payload.student_idNumber)).toEqual(['M2', 'M1']);

  sends[2].answer.reject({ status: 500, message: 'Erreur du serveur.' });
  await flush();
  // Shown next, it leaves the queue; the record on screen stays.
  expect(currentId(session)).toBe('M1');
  expect(session.getSnapshot().upcoming[0].student_idNumber).toBe('M3');
  expect(session.getSnapshot().decided).toBe(1);

  sends[3].answer.reject({ status: 500, message: 'Erreur du serveur.' });
  await flush();
  expect(currentId(session)).toBe('M3');
  expect(session.getSnapshot()).toMatchObject({ decided: 2, sending: 0, canUndo: false });
  expect(events.filter((event) => event.type === 'undoFailed')).toEqual([
    { type: 'undoFailed', student: student(2), message: 'Erreur du serveur.' },
    { type: 'undoFailed', student: student(1), message: 'Erreur du serveur.' },
  ]);
});

test('undo before the answer waits for it: the reopening never overtakes the decision', async () => {
  const { session, sends } = setup();
  session.start();
  await flush();
  session.decide('validated');
  session.undo();
  expect(currentId(session)).toBe('M1');
  await flush();
  expect(sends).toHaveLength(1);
  sends[0].answer.resolve(null);
  await flush();
  expect(sends).toHaveLength(2);
  expect(sends[1].payload.validation_state).toBe('pending');
});

test('undo of a decision that failed sends nothing more', async () => {
  const { session, sends } = setup();
  session.start();
  await flush();
  session.decide('validated');
  session.undo();
  sends[0].answer.reject({ status: 500, message: 'Erreur du serveur.' });
  await flush();
  expect(sends).toHaveLength(1);
  expect(currentId(session)).toBe('M1');
});

test('an empty queue ends on the finish state', async () => {
  const { session, sends, decideOnServer } = setup(2);
  session.start();
  await flush();
  session.decide('validated');
  session.decide('validated');
  decideOnServer('M1');
  decideOnServer('M2');
  sends.forEach((s) => s.answer.resolve(null));
  await flush();
  await flush();
  expect(session.getSnapshot()).toMatchObject({
    current: null,
    finished: true,
    left: 0,
    decided: 2,
  });
});

test('once every decision is answered and the controller pauses, the count is asked again', async () => {
  vi.useFakeTimers();
  try {
    const { session, sends, fetches, decideOnServer } = setup(40);
    session.start();
    await vi.advanceTimersByTimeAsync(0);
    session.decide('validated');
    decideOnServer('M1');
    sends[0].answer.resolve(null);
    await vi.advanceTimersByTimeAsync(0);
    const before = fetches.length;
    await vi.advanceTimersByTimeAsync(1499);
    expect(fetches).toHaveLength(before);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetches).toHaveLength(before + 1);
    expect(session.getSnapshot().left).toBe(39);
  } finally {
    vi.useRealTimers();
  }
});

test('« restants » is right at once after an undo: no recount while the undo is on its way', async () => {
  vi.useFakeTimers();
  try {
    const { session, sends, fetches, decideOnServer, reopenOnServer } = setup(40);
    session.start();
    await vi.advanceTimersByTimeAsync(0);
    session.decide('validated');
    decideOnServer('M1');
    sends[0].answer.resolve(null);
    await vi.advanceTimersByTimeAsync(1000);
    expect(session.getSnapshot().left).toBe(39);

    session.undo();
    await vi.advanceTimersByTimeAsync(0);
    expect(sends[1].payload).toMatchObject({ student_idNumber: 'M1', validation_state: 'pending' });
    // The server has put M1 back; its answer is still on the way when the pause's 1.5 s end.
    reopenOnServer(1);
    expect(session.getSnapshot().left).toBe(40);
    const before = fetches.length;
    await vi.advanceTimersByTimeAsync(500);
    expect(fetches).toHaveLength(before);
    expect(session.getSnapshot().left).toBe(40);

    sends[1].answer.resolve(null);
    await vi.advanceTimersByTimeAsync(0);
    expect(session.getSnapshot()).toMatchObject({ left: 40, decided: 0 });
    await vi.advanceTimersByTimeAsync(1500);
    expect(fetches).toHaveLength(before + 1);
    expect(session.getSnapshot().left).toBe(40);
  } finally {
    vi.useRealTimers();
  }
});
