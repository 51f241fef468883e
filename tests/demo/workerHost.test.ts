import type { Answer, RequestParts } from '../../src/demo/answers';
import { JOURNAL_KEY } from '../../src/demo/journal';
import { createDemoHost, createWorkerHost } from '../../src/demo/worker/host';
import type { FromWorker, ToWorker } from '../../src/demo/worker/protocol';

/** A worker host in Node, as the worker's onmessage drives it: messages in, messages out. */
function startHost(
  stored: Record<string, string> = {},
  connect: ReturnType<typeof createDemoHost> = (post) => createWorkerHost(post),
) {
  const posted: FromWorker[] = [];
  const handle = connect((message) => posted.push(message));
  let lastId = 0;
  const request = async (request: Omit<RequestParts, 'url'> & { path: string }) => {
    const id = ++lastId;
    const { path, ...parts } = request;
    await handle({ type: 'request', id, request: { ...parts, url: `http://demo${path}` } });
    const reply = posted.find((message) => message.type === 'answer' && message.id === id);
    const answer = (reply as { answer: Answer }).answer;
    return { ...answer, json: JSON.parse(answer.body) as Record<string, unknown> };
  };
  const start: ToWorker = { type: 'start', start: { students: 300, stored } };
  return { posted, handle, request, started: handle(start) };
}

const login = async (host: ReturnType<typeof startHost>) => {
  const { json } = await host.request({
    name: 'auth.login',
    method: 'POST',
    path: '/api/auth/login',
    params: {},
    authorization: null,
    body: JSON.stringify({ login: 'control', password: 'control' }),
  });
  return `Bearer ${json.token as string}`;
};

const firstPending = async (host: ReturnType<typeof startHost>, authorization: string) => {
  const { json } = await host.request({
    name: 'validation.students',
    method: 'GET',
    path: '/api/validation/students?perPage=1',
    params: {},
    authorization,
  });
  return (json.data as { student_idNumber: string; student_state: string }[])[0];
};

/** « Validé » on the student's data, as the page would send it. */
const validateData = (
  host: ReturnType<typeof startHost>,
  authorization: string,
  student: { student_idNumber: string },
) =>
  host.request({
    name: 'validation.studentValidation',
    method: 'POST',
    path: '/api/validation/student-validation',
    params: {},
    authorization,
    body: JSON.stringify({
      student_idNumber: student.student_idNumber,
      validation_target: 'data',
      validation_state: 'validated',
    }),
  });

const journalWrites = (posted: FromWorker[]) =>
  posted.filter(
    (message): message is Extract<FromWorker, { type: 'store' }> =>
      message.type === 'store' && message.key === JOURNAL_KEY,
  );

test('the worker host says which endpoints it serves, then answers requests', async () => {
  const host = startHost();
  await host.started;
  const ready = host.posted.find((message) => message.type === 'ready');
  expect(ready && ready.type === 'ready' && ready.endpointNames).toContain('auth.login');
  const token = await login(host);
  expect(token).toMatch(/^Bearer \S+/);
  const refused = await host.request({
    name: 'stats.drenStats',
    method: 'GET',
    path: '/api/stats/get_dren_stats',
    params: {},
    authorization: null,
  });
  expect(refused.status).toBe(401);
  expect(refused.headers['Content-Type']).toBe('application/json');
});

test('writes are mirrored to the page, replayed by the next worker, and a reset clears them', async () => {
  const host = startHost();
  await host.started;
  const authorization = await login(host);
  const student = await firstPending(host, authorization);
  const decision = await validateData(host, authorization, student);
  expect(decision.status).toBe(200);
  const mirrored = journalWrites(host.posted).at(-1)?.value;
  expect(mirrored).toContain(student.student_idNumber);

  // The page's localStorage gives the journal to the worker of the next page load.
  const next = startHost({ [JOURNAL_KEY]: mirrored! });
  await next.started;
  const afterReload = await firstPending(next, await login(next));
  expect(afterReload.student_idNumber).not.toBe(student.student_idNumber);

  await next.handle({ type: 'reset', id: 99 });
  expect(next.posted.some((message) => message.type === 'resetDone' && message.id === 99)).toBe(
    true,
  );
  expect(journalWrites(next.posted).at(-1)?.value).toBeNull();
});

test('the tabs of a shared worker share one generation, its writes and its journal', async () => {
  const connect = createDemoHost();
  const first = startHost({}, connect);
  await first.started;
  const authorization = await login(first);
  const student = await firstPending(first, authorization);
  // A tab opened later: its page read the journal before the first tab's decision.
  const second = startHost({}, connect);
  await second.started;
  expect(second.posted.filter((message) => message.type === 'ready')).toHaveLength(1);

  const decide = await validateData(first, authorization, student);
  expect(decide.status).toBe(200);
  // The second tab sees the decision (one runtime), with the first tab's token (one session).
  expect((await firstPending(second, authorization)).student_idNumber).not.toBe(
    student.student_idNumber,
  );
  // Both pages keep the journal; a page gone is no longer written to.
  expect(journalWrites(first.posted).at(-1)?.value).toContain(student.student_idNumber);
  expect(journalWrites(second.posted).at(-1)?.value).toContain(student.student_idNumber);
  await second.handle({ type: 'disconnect' });
  const writesBefore = journalWrites(second.posted).length;
  await first.handle({ type: 'reset', id: 7 });
  expect(journalWrites(first.posted).at(-1)?.value).toBeNull();
  expect(journalWrites(second.posted)).toHaveLength(writesBefore);
  // A reset from one tab is the server's: the other tab finds the decision gone.
  expect((await firstPending(second, await login(second))).student_idNumber).toBe(
    student.student_idNumber,
  );
});
