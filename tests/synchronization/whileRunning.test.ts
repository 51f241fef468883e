// @vitest-environment node
import { RUNNING_REFRESH_MS, whileRunning } from '../../src/synchronization/whileRunning';

const interval = whileRunning<{ runs: { syncHistory_status: 'running' | 'success' | 'error' }[] }>(
  (data) => data.runs,
);
const query = (...statuses: ('running' | 'success' | 'error')[]) => ({
  state: { data: { runs: statuses.map((syncHistory_status) => ({ syncHistory_status })) } },
});

test('asks again every 5 s while a run of the answer runs', () => {
  expect(RUNNING_REFRESH_MS).toBe(5000);
  expect(interval(query('success', 'running'))).toBe(5000);
});

test('stops once no run runs, and before any answer', () => {
  expect(interval(query('success', 'error'))).toBe(false);
  expect(interval({ state: { data: undefined } })).toBe(false);
});
