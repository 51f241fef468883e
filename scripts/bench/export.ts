/**
 * (d) exporting all 50,000 students at 1,500 ms per answer, as the app's 'Exporter' does it
 * (src/common/export: pages of EXPORT_PAGE_SIZE, EXPORT_CONCURRENCY at once, then the CSV),
 * through the demo API in Node (fetch -> MSW -> handler -> JSON). Target: 15 s.
 */
import { toCsv } from '../../src/common/export/csv';
import { fetchAllPages } from '../../src/common/export/fetchAllPages';
import { EXPORT_CONCURRENCY, EXPORT_PAGE_SIZE } from '../../src/common/export/exportSettings';
import type { Student } from '../../src/api/types';
import { clearDemoFaults, createDemoServer, setDemoFaults } from '../../src/demo/node';
import { STUDENT_CSV_COLUMNS } from '../../src/students/export/studentCsv';
import { ms, printTable, verdict } from './format';

export const EXPORT_BUDGET_MS = 15_000;
const LATENCY_MS = 1500;
const ORIGIN = 'http://demo.test';

const exportAll = async (headers: Record<string, string>, perPage: number, concurrency: number) => {
  let requests = 0;
  const started = performance.now();
  const students = await fetchAllPages<Student>({
    perPage,
    concurrency,
    signal: new AbortController().signal,
    fetchPage: async (page, size, signal) => {
      requests += 1;
      const query = `page=${page}&perPage=${size}&sort=student_lastName&order=ASC`;
      const answer = await fetch(`${ORIGIN}/api/student/get_students?${query}`, {
        headers,
        signal,
      });
      return (await answer.json()) as { data: Student[]; total: number };
    },
  });
  const fetched = performance.now();
  const csv = toCsv(STUDENT_CSV_COLUMNS, students);
  return {
    students: students.length,
    requests,
    fetchMs: fetched - started,
    totalMs: performance.now() - started,
    bytes: csv.length,
  };
};

export async function reportExport(): Promise<void> {
  const server = createDemoServer({ students: 50_000 });
  server.listen({ onUnhandledRequest: 'error' });
  try {
    const login = await fetch(`${ORIGIN}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login: 'control', password: 'control' }),
    });
    const { token } = (await login.json()) as { token?: string };
    if (!token) throw new Error('cannot log in as control on the demo API');
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
    await exportAll(headers, EXPORT_PAGE_SIZE, EXPORT_CONCURRENCY); // warm-up, no latency

    setDemoFaults({ delayMs: LATENCY_MS, match: '/api/student/get_students' });
    const run = await exportAll(headers, EXPORT_PAGE_SIZE, EXPORT_CONCURRENCY);
    printTable(
      `Export of every student as CSV, ${LATENCY_MS} ms per answer (pages of ${EXPORT_PAGE_SIZE}, ${EXPORT_CONCURRENCY} at once)`,
      ['students', 'requests', 'fetch', 'fetch + CSV', 'CSV size', 'budget', 'result'],
      [
        [
          String(run.students),
          String(run.requests),
          ms(run.fetchMs),
          ms(run.totalMs),
          `${(run.bytes / 1e6).toFixed(1)} MB`,
          ms(EXPORT_BUDGET_MS),
          verdict(run.totalMs, EXPORT_BUDGET_MS),
        ],
      ],
    );
  } finally {
    clearDemoFaults();
    server.close();
  }
}
