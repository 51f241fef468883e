// The demo API's synchronisations (issue 10): counts by entity, the record of each update,
// the live run that ends, error statistics of one run.
import type {
  Dren,
  School,
  SyncEntity,
  SyncError,
  SyncHistory,
  SyncUpdate,
} from '../../src/api/types';
import { LIVE_RUN_MS } from '../../src/demo/handlers/syncLive';
import { call, clock, login, START, startDemoServer } from '../demo/helpers';

startDemoServer();

let admin: string;
beforeAll(async () => {
  admin = await login('admin');
});
beforeEach(() => {
  clock.now = START;
});

const runs = async (params: Record<string, string | number> = {}) =>
  (
    await call<SyncHistory[]>('sync.history', {
      params: { perPage: 1000, ...params },
      token: admin,
    })
  ).body;

const UPDATE_CALLS = {
  student: 'syncProd.studentUpdates',
  photo: 'syncProd.photoUpdates',
  school: 'syncProd.schoolUpdates',
  dren: 'syncProd.drenUpdates',
} as const;

const updatesOf = async (id: number, entity: SyncEntity) =>
  (await call<SyncUpdate[]>(UPDATE_CALLS[entity], { params: { syncHistory_id: id }, token: admin }))
    .body.data;

test('runs that succeeded, failed and are still running, newest first', async () => {
  const { data } = await runs();
  const statuses = new Set(data.map((run) => run.syncHistory_status));
  expect(statuses).toEqual(new Set(['success', 'error', 'running']));
  expect(data[0].syncHistory_status).toBe('running');
  expect(data[0].syncHistory_endedAt).toBeNull();
  expect(data.some((run) => run.syncHistory_errorCount > 0)).toBe(true);
});

test('a run counts its updates by entity, and each update names its record', async () => {
  const { data } = await runs({ syncHistory_type: 'full' });
  const run = data.find((candidate) => candidate.syncHistory_status === 'success')!;
  const { data: schools } = (
    await call<School[]>('school.getSchools', { params: { perPage: 1000 }, token: admin })
  ).body;
  const { data: drens } = (
    await call<Dren[]>('dren.getDrens', { params: { perPage: 100 }, token: admin })
  ).body;
  for (const entity of ['student', 'photo', 'school', 'dren'] as const) {
    const updates = await updatesOf(run.syncHistory_id, entity);
    expect(updates.length).toBe(run.syncHistory_counts[entity]);
    for (const update of updates) {
      expect(update.update_entity).toBe(entity);
      if (update.update_action === 'delete') {
        expect(update.update_recordId).toBeNull();
        continue;
      }
      if (entity === 'student') expect(update.update_recordId).toBe(update.update_reference);
      if (entity === 'school') {
        const school = schools.find((s) => s.school_id === update.update_recordId);
        expect(school?.school_code).toBe(update.update_reference);
      }
      if (entity === 'dren') {
        const dren = drens.find((d) => d.dren_id === update.update_recordId);
        expect(dren?.dren_code).toBe(update.update_reference);
      }
      if (entity === 'photo') {
        const { body } = await call<{ student_idNumber: string }>('photo.get', {
          params: { id: update.update_recordId! },
          token: admin,
        });
        expect(body.data.student_idNumber).toBe(update.update_reference);
      }
    }
  }
});

test('the running run started 14 minutes before the demo API and ends 45 s after it', async () => {
  const [running] = (await runs({ syncHistory_status: 'running' })).data;
  expect(Date.parse(running.syncHistory_startedAt)).toBe(START - 14 * 60_000);

  clock.now = START + LIVE_RUN_MS - 1000;
  const before = await call<SyncHistory>('sync.historyOne', {
    params: { id: running.syncHistory_id },
    token: admin,
  });
  expect(before.body.data.syncHistory_status).toBe('running');

  clock.now = START + LIVE_RUN_MS;
  const after = await call<SyncHistory>('sync.historyOne', {
    params: { id: running.syncHistory_id },
    token: admin,
  });
  expect(after.body.data).toMatchObject({
    syncHistory_status: 'success',
    syncHistory_endedAt: new Date(START + LIVE_RUN_MS).toISOString().replace('.000', ''),
  });
  expect((await runs({ syncHistory_status: 'running' })).total).toBe(0);
});

test('error statistics count all errors, or the errors of one run', async () => {
  const all = await call<{ syncError_entity: SyncEntity; count: number }[]>('sync.errorStats', {
    token: admin,
  });
  const { data: errors, total } = (
    await call<SyncError[]>('sync.errors', { params: { perPage: 1000 }, token: admin })
  ).body;
  expect(all.body.data.reduce((sum, { count }) => sum + count, 0)).toBe(total);

  const runId = errors[0].syncHistory_id;
  const ofRun = await call<{ syncError_entity: SyncEntity; count: number }[]>('sync.errorStats', {
    params: { syncHistory_id: runId },
    token: admin,
  });
  for (const { syncError_entity, count } of ofRun.body.data) {
    expect(count).toBe(
      errors.filter((e) => e.syncHistory_id === runId && e.syncError_entity === syncError_entity)
        .length,
    );
  }
});
