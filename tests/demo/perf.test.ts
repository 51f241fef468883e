import { listRecords } from '../../src/demo/listEngine';
import { createDemoServer } from '../../src/demo/node';
import { generateDemoDb } from '../../src/demo/seed';
import { DemoStore } from '../../src/demo/store';
import { urlOf } from './helpers';

/**
 * Lists over the default 50,000 students: the engine alone and the whole request (fetch +
 * MSW + JSON). Median of repeated runs once the indexes are built (they are built on first
 * use, or ahead by `store.warmUp()`); the first (cold) run is printed too.
 */
const QUERIES = [
  'sort=student_lastName&order=ASC&page=3',
  'dren_id=3&student_state=pending&sort=student_lastName&order=DESC&page=2',
  'q=kone&sort=student_firstName&perPage=50',
  'student_hasPhoto=false&sort=student_birthDate&order=DESC',
  'q=a&school_id=12',
];
const RUNS = 15;

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];

async function measure(run: () => unknown): Promise<{ cold: number; median: number }> {
  const times: number[] = [];
  for (let i = 0; i <= RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return { cold: times[0], median: median(times.slice(1)) };
}

const db = generateDemoDb();
const format = (t: { cold: number; median: number }) =>
  `cold ${t.cold.toFixed(1)} ms, median ${t.median.toFixed(2)} ms`;

test('a list request over 50,000 students takes well under 20 ms', async () => {
  const store = new DemoStore(db);
  expect(store.tables.students.size).toBe(50_000);
  for (const query of QUERIES) {
    const time = await measure(() =>
      listRecords(store.tables.students, new URLSearchParams(query)),
    );
    console.info(`engine ${query}: ${format(time)}`);
    expect(time.median).toBeLessThan(20);
  }
});

test('the same requests through fetch and MSW', async () => {
  const server = createDemoServer({ createDb: () => db });
  server.listen();
  try {
    const { body } = await (
      await fetch(urlOf('auth.login'), {
        method: 'POST',
        body: JSON.stringify({ login: 'admin', password: 'admin' }),
      })
    )
      .json()
      .then((answer) => ({ body: answer as { token: string } }));
    const headers = { Authorization: `Bearer ${body.token}` };
    for (const query of QUERIES) {
      const url = `${urlOf('student.getStudents')}?${query}`;
      const time = await measure(async () => (await fetch(url, { headers })).json());
      console.info(`http ${query}: ${format(time)}`);
      expect(time.median).toBeLessThan(100); // MSW and JSON included; the machine may be busy
    }
  } finally {
    server.close();
  }
});
