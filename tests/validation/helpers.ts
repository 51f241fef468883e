import { http } from 'msw';
import { screen } from '@testing-library/react';
import { dataProvider } from '../../src/api/dataProvider';
import type { Student } from '../../src/api/types';
import type { DemoServer } from '../../src/demo/node';
import { studentName } from '../../src/students/studentName';

export const LONG = { timeout: 20_000 };

/** The first pending students of a queue, as the app orders it. */
export const queueHead = async (
  target: 'data' | 'photo',
  count = 5,
  filter: Record<string, string> = {},
) => {
  const { data } = await dataProvider.getList<Student & { id: string }>('validation', {
    pagination: { page: 1, perPage: count },
    sort: { field: 'student_lastName', order: 'ASC' },
    filter: { validation_target: target, ...filter },
  });
  return data;
};

/** The student under review, by the heading of its card. */
export const onScreen = (student: Student) =>
  screen.findByRole('article', { name: `Élève à valider : ${studentName(student)}` }, LONG);

/** Records the JSON body of every POST to `path`; the request then goes on to the demo API. */
export const capturePosts = (server: DemoServer, path: string) => {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(`*${path}`, async ({ request }) => {
      bodies.push((await request.clone().json()) as Record<string, unknown>);
    }),
  );
  return bodies;
};

/**
 * Records the JSON body of every decision POSTed; the request then goes on to the demo API.
 * The outbox's idempotency key (a fresh uuid per decision) is checked and kept apart in `keys`.
 */
export const captureDecisions = (server: DemoServer) => {
  const bodies: Record<string, unknown>[] = [];
  const keys: string[] = [];
  server.use(
    http.post('*/api/validation/student-validation', async ({ request }) => {
      const { validation_requestKey: key, ...body } = (await request.clone().json()) as Record<
        string,
        unknown
      >;
      expect(key).toMatch(/^[0-9a-f-]{36}$/);
      keys.push(key as string);
      bodies.push(body);
    }),
  );
  // Not enumerable: `expect(bodies).toEqual([...])` compares the bodies only.
  return Object.defineProperty(bodies, 'keys', { value: keys }) as typeof bodies & {
    keys: string[];
  };
};

/** Records the path of every GET to a path containing `part`. */
export const captureGets = (server: DemoServer, part: string) => {
  const urls: URL[] = [];
  server.use(
    http.get(`*${part}*`, ({ request }) => {
      urls.push(new URL(request.url));
    }),
  );
  return urls;
};
