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

/** Records the JSON body of every decision POSTed; the request then goes on to the demo API. */
export const captureDecisions = (server: DemoServer) =>
  capturePosts(server, '/api/validation/student-validation');

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
