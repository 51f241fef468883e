import type { Student } from '../../src/api/types';
import { call, login, startDemoServer } from './helpers';

// The demo's own size (`npm start`): among 50,000 students some faulty names are cut short.
startDemoServer({ students: 50_000 });

test('the student list’s first screen, by name, is not the demo’s faulty names', async () => {
  const token = await login('admin');
  const list = await call<Student[]>('student.getStudents', {
    token,
    params: { perPage: 25, sort: 'student_lastName', order: 'ASC' },
  });
  const names = list.body.data.map((student) => student.student_lastName);
  expect(names).toHaveLength(25);
  expect(names.filter((name) => name.length < 3)).toEqual([]);
}, 60_000);
