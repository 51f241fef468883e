import { screen, within } from '@testing-library/react';
import type { Task, TaskExecution } from '../../src/api/types';
import { generateTasks } from '../../src/demo/seed/tasks';
import { DEMO_NOW } from '../../src/demo/seed';
import { isAbnormallyLong, usualDuration } from '../../src/scheduler/running/usualDuration';
import { renderAppAs, setupDemoServer } from '../helpers/demoApp';
import { seen } from '../helpers/seen';

setupDemoServer(200);
afterEach(() => vi.useRealTimers());

const LONG = { timeout: 15_000 };
const HOUR = 3_600_000;
const SEED = 20261121;

const run = (start: string, minutes: number): TaskExecution =>
  ({
    execution_startedAt: start,
    execution_endedAt: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
  }) as TaskExecution;

test('the usual duration is the median of finished runs; abnormal is 3 times it and 15 min more', () => {
  const runs = [run('2026-11-01T02:00:00Z', 10), run('2026-11-02T02:00:00Z', 30)];
  expect(usualDuration([...runs, run('2026-11-03T02:00:00Z', 12)])).toBe(12 * 60_000);
  expect(usualDuration(runs)).toBe(20 * 60_000);
  expect(usualDuration([])).toBeNull();
  const usual = 20 * 60_000;
  expect(isAbnormallyLong(60 * 60_000, usual)).toBe(false);
  expect(isAbnormallyLong(61 * 60_000, usual)).toBe(true);
  // A 2-minute task is not abnormal at 7 minutes: 15 minutes more than usual at least.
  expect(isAbnormallyLong(7 * 60_000, 2 * 60_000)).toBe(false);
  expect(isAbnormallyLong(124 * HOUR, null)).toBe(false);
});

test('the demo’s runs lead up to the instant given: the browser demo’s history ends today', () => {
  const now = Date.parse('2027-03-10T15:20:00Z');
  const { executions, tasks } = generateTasks(SEED, now);
  const starts = executions.map((e) => Date.parse(e.execution_startedAt));
  expect(Math.max(...starts)).toBeLessThan(now);
  expect(Math.max(...starts)).toBeGreaterThan(now - 24 * HOUR);
  expect(Math.min(...starts)).toBeGreaterThanOrEqual(now - 31 * 24 * HOUR);
  const enabled = tasks.filter((task) => task.task_enabled && task.task_lastRunAt);
  expect(enabled.every((task) => Date.parse(task.task_lastRunAt!) > now - 8 * 24 * HOUR)).toBe(
    true,
  );
  // Without an instant, the fixed DEMO_NOW: the same data for the tests.
  expect(generateTasks(SEED)).toEqual(generateTasks(SEED, Date.parse(DEMO_NOW)));
});

/** The demo's task still running at DEMO_NOW, read as the list gives it. */
const runningTask = (): Task => {
  const task = generateTasks(SEED).tasks.find((t) => t.task_lastStatus === 'running');
  if (!task) throw new Error('the demo has a running task');
  return task;
};

const rowOf = async (name: string) =>
  (await screen.findByText(name, {}, LONG)).closest('tr') as HTMLElement;

test('a run going on for 124 h, far past its usual duration, is flagged in the tasks’ list', async () => {
  const task = runningTask();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse(task.task_lastRunAt!) + 124 * HOUR);
  await renderAppAs('admin', '/scheduler-page');
  const row = await rowOf(task.task_name);
  expect(
    await within(row).findByText(/^En cours depuis 124 h 00 min — anormalement long$/, {}, LONG),
  ).toBeVisible();
});

test('a run within its usual duration only says for how long it has been going on', async () => {
  const task = runningTask();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse(task.task_lastRunAt!) + 2 * 60_000);
  await renderAppAs('admin', '/scheduler-page');
  const row = await rowOf(task.task_name);
  await seen(within(row).findByText('En cours depuis 2 min 00 s', {}, LONG));
  expect(within(row).queryByText(/anormalement long/)).toBeNull();
});
