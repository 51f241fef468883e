/**
 * (a) generating the default demo data set and (b) list requests over its 50,000 students,
 * in Node: through the whole demo API (fetch -> MSW -> handler -> JSON, as the app's calls
 * go) and through the handler alone (no HTTP, no JSON).
 */
import { createDemoServer } from '../../src/demo/node';
import { runEndpoint } from '../../src/demo/handlers/run';
import { generateDemoDb } from '../../src/demo/seed';
import { schoolCountsOf } from '../../src/demo/schoolCounts';
import { DemoStore } from '../../src/demo/store';
import { median, ms, printTable, timeRuns, timeRunsAsync, verdict } from './format';

export const GENERATE_BUDGET_MS = 1000;
export const LIST_BUDGET_MS = 20;
const GENERATE_RUNS = 5;
const LIST_RUNS = 50;
const LIST_WARM_UP = 5;
const ORIGIN = 'http://demo.test';

/** Builds every index the big lists and the statistics use, as their first requests would. */
function warmUp(store: DemoStore): void {
  const { students } = store.tables;
  void students.searchKeyList;
  for (const field of ['student_lastName', 'student_firstName', 'student_updatedAt']) {
    students.sortIndex(field);
  }
  for (const field of ['dren_id', 'school_id', 'student_state']) students.fieldIndex(field);
  schoolCountsOf(store);
}

export async function reportData(): Promise<void> {
  let db = generateDemoDb();
  // CPU time too: on a busy machine the wall-clock time includes waiting for a processor.
  const cpu: number[] = [];
  const generation = timeRuns(() => {
    const before = process.cpuUsage();
    db = generateDemoDb();
    const { user, system } = process.cpuUsage(before);
    cpu.push((user + system) / 1000);
  }, GENERATE_RUNS);
  const generateMedian = median(generation);
  const indexing = timeRuns(() => warmUp(new DemoStore(db)), 3);
  printTable(
    `Demo data (generateDemoDb(): ${db.students.length} students, ${db.schools.length} schools, ${db.drens.length} DREN, ${db.photos.length} photos)`,
    ['step', 'median', 'min', 'max', 'CPU median', 'budget', 'result'],
    [
      [
        `generate, ${GENERATE_RUNS} runs`,
        ms(generateMedian),
        ms(Math.min(...generation)),
        ms(Math.max(...generation)),
        ms(median(cpu)),
        ms(GENERATE_BUDGET_MS),
        verdict(generateMedian, GENERATE_BUDGET_MS),
      ],
      [
        'index the store (new DemoStore + warmUp), 3 runs',
        ms(median(indexing)),
        ms(Math.min(...indexing)),
        ms(Math.max(...indexing)),
        '-',
        '-',
        '',
      ],
    ],
  );

  const server = createDemoServer({ createDb: () => db });
  server.listen({ onUnhandledRequest: 'error' });
  try {
    const store = await server.runtime.store();
    const admin = store.tables.logins.records.find((login) => login.login_name === 'admin');
    const login = await fetch(`${ORIGIN}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login: 'admin', password: 'admin' }),
    });
    const { token } = (await login.json()) as { token?: string };
    if (!token || !admin) throw new Error('cannot log in as admin on the demo API');
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };

    const dren = db.drens[0];
    const queries: [string, string][] = [
      ['first page, sorted by name', 'page=1&perPage=25&sort=student_lastName&order=ASC'],
      ['search q=kone', 'q=kone&page=1&perPage=25&sort=student_lastName&order=ASC'],
      [
        `${dren.dren_name} + pending`,
        `dren_id=${dren.dren_id}&student_state=pending&page=1&perPage=25&sort=student_lastName&order=ASC`,
      ],
      [
        'pending, sorted by last update DESC',
        'student_state=pending&page=1&perPage=25&sort=student_updatedAt&order=DESC',
      ],
      ['page 1000, sorted by name', 'page=1000&perPage=25&sort=student_lastName&order=ASC'],
      ['page 2, sorted by birth date DESC', 'page=2&perPage=25&sort=student_birthDate&order=DESC'],
    ];

    const rows: string[][] = [];
    for (const [label, query] of queries) {
      const url = `${ORIGIN}/api/student/get_students?${query}`;
      let total = 0;
      const request = async () => {
        const response = await fetch(url, { headers });
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        total = ((await response.json()) as { total: number }).total;
      };
      const [cold] = await timeRunsAsync(request, 1);
      const full = median(await timeRunsAsync(request, LIST_RUNS, LIST_WARM_UP));
      const parts = { params: {}, body: undefined, user: admin, startedAt: Date.now() };
      const handler = median(
        timeRuns(
          () =>
            runEndpoint(store, 'student.getStudents', {
              ...parts,
              query: new URLSearchParams(query),
              now: Date.now(),
            }),
          LIST_RUNS,
          LIST_WARM_UP,
        ),
      );
      rows.push([
        label,
        String(total),
        ms(cold),
        ms(full),
        ms(handler),
        ms(LIST_BUDGET_MS),
        verdict(full, LIST_BUDGET_MS),
      ]);
    }
    printTable(
      `GET /api/student/get_students over ${db.students.length} students (median of ${LIST_RUNS} after ${LIST_WARM_UP} warm-up runs; first = cold caches)`,
      ['request', 'total', 'first', 'median', 'handler only', 'budget', 'result'],
      rows,
    );
  } finally {
    server.close();
  }
}
