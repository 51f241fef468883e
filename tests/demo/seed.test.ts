// @vitest-environment node
import { DEFAULT_STUDENT_COUNT, type DemoDb } from '../../src/demo/db';
import { DEMO_NOW, generateDemoDb, isValidCron, parseCron } from '../../src/demo/seed';

const small = generateDemoDb({ students: 2000 });

function unique<T>(values: readonly T[]): boolean {
  return new Set(values).size === values.length;
}

function idsOf<T>(records: readonly T[], id: (r: T) => number): number[] {
  return records.map(id);
}

describe('generateDemoDb: determinism', () => {
  it('gives identical data for the same seed and options', () => {
    expect(generateDemoDb({ students: 2000 })).toEqual(small);
  });

  it('gives other data for another seed', () => {
    const other = generateDemoDb({ students: 2000, seed: 7 });
    expect(other.students[0].student_idNumber).not.toBe(small.students[0].student_idNumber);
    expect(other.students.length).toBe(2000);
  });

  it('returns fresh objects on each call', () => {
    const again = generateDemoDb({ students: 2000 });
    again.students[0].student_state = 'rejected';
    again.validationRules[0].rule_label = 'x';
    expect(generateDemoDb({ students: 2000 })).toEqual(small);
  });

  it('exports the fixed reference date', () => {
    expect(DEMO_NOW).toBe('2026-11-20T08:00:00Z');
  });
});

describe('generateDemoDb: default data set', () => {
  let db: DemoDb;
  beforeAll(() => {
    db = generateDemoDb();
  });

  it('has 50,000 students, about 40 DRENs and 2,000 schools', () => {
    expect(DEFAULT_STUDENT_COUNT).toBe(50_000);
    expect(db.students).toHaveLength(50_000);
    expect(db.drens.length).toBeGreaterThanOrEqual(38);
    expect(db.drens.length).toBeLessThanOrEqual(45);
    expect(db.schools).toHaveLength(2000);
  });

  it('has unique and well-formed matricules and uuids', () => {
    const idNumbers = db.students.map((s) => s.student_idNumber);
    expect(unique(idNumbers)).toBe(true);
    expect(idNumbers.every((id) => /^\d{8}[A-Z]$/.test(id))).toBe(true);
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const uuids = [
      ...db.students.map((s) => s.student_uuid),
      ...db.photos.map((p) => p.photo_uuid),
    ];
    expect(unique(uuids)).toBe(true);
    expect(uuids.every((u) => uuid.test(u))).toBe(true);
  });

  it('keeps students sorted by matricule', () => {
    const ids = db.students.map((s) => s.student_idNumber);
    expect(ids.every((id, i) => i === 0 || ids[i - 1] < id)).toBe(true);
  });

  it('has realistic proportions', () => {
    const n = db.students.length;
    const share = (f: (s: DemoDb['students'][number]) => boolean) =>
      db.students.filter(f).length / n;
    expect(share((s) => s.student_state === 'validated')).toBeCloseTo(0.55, 1);
    expect(share((s) => s.student_state === 'pending')).toBeCloseTo(0.35, 1);
    expect(share((s) => s.student_state === 'rejected')).toBeCloseTo(0.1, 1);
    expect(share((s) => s.student_hasPhoto)).toBeCloseTo(0.85, 1);
    const dataIssues = share((s) => s.student_issues.some((id) => id !== 'photo_missing'));
    expect(dataIssues).toBeGreaterThan(0.05);
    expect(dataIssues).toBeLessThan(0.11);
    const abidjan = db.schools.filter((s) => s.dren_name.startsWith('DREN Abidjan')).length;
    expect(abidjan / db.schools.length).toBeGreaterThan(0.25);
  });
});

describe('generateDemoDb: consistency', () => {
  const db = small;

  it('numbers every collection with unique ids', () => {
    const collections: [string, number[]][] = [
      ['drens', idsOf(db.drens, (r) => r.dren_id)],
      ['schools', idsOf(db.schools, (r) => r.school_id)],
      ['photos', idsOf(db.photos, (r) => r.photo_id)],
      ['logins', idsOf(db.logins, (r) => r.login_id)],
      ['serviceMessages', idsOf(db.serviceMessages, (r) => r.serviceMessage_id)],
      ['syncHistories', idsOf(db.syncHistories, (r) => r.syncHistory_id)],
      ['syncErrors', idsOf(db.syncErrors, (r) => r.syncError_id)],
      ['syncUpdates', idsOf(db.syncUpdates, (r) => r.update_id)],
      ['tasks', idsOf(db.tasks, (r) => r.task_id)],
      ['executions', idsOf(db.executions, (r) => r.execution_id)],
      ['logs', idsOf(db.logs, (r) => r.log_id)],
      ['validations', idsOf(db.validations, (r) => r.validation_id)],
      ['modelLocations', idsOf(db.modelLocations, (r) => r.modelLocation_id)],
      ['modelOrganizations', idsOf(db.modelOrganizations, (r) => r.modelOrganization_id)],
      ['modelDatabases', idsOf(db.modelDatabases, (r) => r.modelDatabase_id)],
      ['modelDatabaseSources', idsOf(db.modelDatabaseSources, (r) => r.modelDatabaseSource_id)],
      ['modelEntities', idsOf(db.modelEntities, (r) => r.modelEntity_id)],
      ['modelEntitySources', idsOf(db.modelEntitySources, (r) => r.modelEntitySource_id)],
    ];
    for (const [name, ids] of collections) {
      expect(ids.length, name).toBeGreaterThan(0);
      expect(unique(ids), name).toBe(true);
    }
    expect(unique(db.schools.map((s) => s.school_code))).toBe(true);
    expect(unique(db.schools.map((s) => s.school_name))).toBe(true);
    expect(unique(db.drens.map((d) => d.dren_code))).toBe(true);
    expect(unique(db.validationRules.map((r) => r.rule_id))).toBe(true);
  });

  it('computes DREN and school counters from the students', () => {
    const sum = <T>(records: T[], f: (r: T) => number) => records.reduce((a, r) => a + f(r), 0);
    expect(sum(db.drens, (d) => d.dren_studentCount)).toBe(db.students.length);
    expect(sum(db.schools, (s) => s.school_studentCount)).toBe(db.students.length);
    expect(sum(db.drens, (d) => d.dren_schoolCount)).toBe(db.schools.length);
    const validated = db.students.filter((s) => s.student_state === 'validated').length;
    expect(sum(db.drens, (d) => d.dren_validatedCount)).toBe(validated);
    expect(sum(db.schools, (s) => s.school_validatedCount)).toBe(validated);
    const withIssues = db.students.filter((s) => s.student_issues.length > 0).length;
    expect(sum(db.schools, (s) => s.school_issueCount)).toBe(withIssues);
    for (const school of db.schools.slice(0, 50)) {
      const own = db.students.filter((s) => s.school_id === school.school_id);
      expect(school.school_studentCount).toBe(own.length);
      expect(school.school_issueCount).toBe(own.filter((s) => s.student_issues.length).length);
    }
  });

  it('denormalises school and DREN names on students and schools', () => {
    const schools = new Map(db.schools.map((s) => [s.school_id, s]));
    const drens = new Map(db.drens.map((d) => [d.dren_id, d]));
    for (const student of db.students) {
      const school = schools.get(student.school_id)!;
      expect(student.school_name).toBe(school.school_name);
      expect(student.dren_id).toBe(school.dren_id);
      expect(student.dren_name).toBe(drens.get(school.dren_id)!.dren_name);
    }
  });

  it('keeps issues consistent with the rules and the data', () => {
    const ruleIds = new Set(db.validationRules.map((r) => r.rule_id));
    for (const student of db.students) {
      for (const id of student.student_issues) expect(ruleIds.has(id)).toBe(true);
      expect(student.student_issues.includes('photo_missing')).toBe(!student.student_hasPhoto);
      expect(student.student_issues.includes('birthdate_missing')).toBe(
        student.student_birthDate === '',
      );
      if (student.student_birthDate) {
        const age = (Date.parse(DEMO_NOW) - Date.parse(student.student_birthDate)) / 3.15576e10;
        expect(age).toBeGreaterThanOrEqual(10);
        expect(age).toBeLessThan(21);
      }
    }
  });

  it('gives every photo an existing student with a photo', () => {
    const students = new Map(db.students.map((s) => [s.student_idNumber, s]));
    for (const photo of db.photos) {
      const student = students.get(photo.student_idNumber);
      expect(student?.student_hasPhoto).toBe(true);
      expect(photo.school_id).toBe(student?.school_id);
      expect(photo.student_fullName.startsWith(student!.student_lastName.toUpperCase())).toBe(true);
    }
    const withPhoto = db.students.filter((s) => s.student_hasPhoto).length;
    expect(new Set(db.photos.map((p) => p.student_idNumber)).size).toBe(withPhoto);
  });

  it('has the four demo accounts first, with password = login name', () => {
    const [admin, control, dev, agent] = db.logins;
    expect(admin).toMatchObject({ login_id: 1, login_name: 'admin', login_role: 'admin' });
    expect(control).toMatchObject({ login_name: 'control', login_role: 'control' });
    expect(dev).toMatchObject({ login_name: 'dev', login_role: 'dev_api_list' });
    expect(agent).toMatchObject({ login_name: 'agent', login_role: '', login_additionalRoles: [] });
    for (const login of db.logins.slice(0, 4)) expect(login.seedPassword).toBe(login.login_name);
    expect(db.logins.length).toBeGreaterThanOrEqual(25);
    expect(unique(db.logins.map((l) => l.login_name))).toBe(true);
    expect(db.logins.every((l) => l.login_email.endsWith('@education.gouv.ci'))).toBe(true);
  });

  it('displays at least one Info and one Warning service message', () => {
    const displayed = db.serviceMessages.filter((m) => m.serviceMessage_displayed);
    expect(displayed.some((m) => m.serviceMessage_type === 'Info')).toBe(true);
    expect(displayed.some((m) => m.serviceMessage_type === 'Warning')).toBe(true);
  });

  it('links sync errors and updates to their runs, and counts them', () => {
    const histories = new Map(db.syncHistories.map((h) => [h.syncHistory_id, h]));
    const idNumbers = new Set(db.students.map((s) => s.student_idNumber));
    const codes = new Set(db.schools.map((s) => s.school_code));
    for (const error of db.syncErrors) {
      expect(histories.has(error.syncHistory_id)).toBe(true);
      if (error.syncError_entity === 'student') {
        expect(idNumbers.has(error.syncError_reference)).toBe(true);
      }
      if (error.syncError_entity === 'school')
        expect(codes.has(error.syncError_reference)).toBe(true);
    }
    for (const history of db.syncHistories) {
      const own = db.syncErrors.filter((e) => e.syncHistory_id === history.syncHistory_id);
      expect(history.syncHistory_errorCount).toBe(own.length);
      const updates = db.syncUpdates.filter((u) => u.syncHistory_id === history.syncHistory_id);
      const created = updates.filter((u) => u.update_action === 'create').length;
      expect(history.syncHistory_created).toBe(created);
      expect(history.syncHistory_updated).toBe(updates.length - created);
      expect(history.syncHistory_endedAt === null).toBe(history.syncHistory_status === 'running');
    }
    expect(db.syncHistories.some((h) => h.school_id !== null)).toBe(true);
  });

  it('runs tasks on their schedule, with logs for each run', () => {
    expect(db.tasks.every((t) => isValidCron(t.task_cron))).toBe(true);
    expect(db.executions.length).toBeGreaterThan(300);
    const perExecution = new Map<number, number>();
    for (const log of db.logs) {
      perExecution.set(log.execution_id, (perExecution.get(log.execution_id) ?? 0) + 1);
    }
    for (const execution of db.executions) {
      const count = perExecution.get(execution.execution_id) ?? 0;
      expect(count).toBeGreaterThanOrEqual(3);
      expect(count).toBeLessThanOrEqual(160);
      expect(execution.execution_startedAt < DEMO_NOW).toBe(true);
      expect(execution.execution_endedAt === null).toBe(execution.execution_status === 'running');
    }
    // Long logs: the synchronisation of students writes one line per batch.
    expect(Math.max(...perExecution.values())).toBeGreaterThan(60);
    for (const task of db.tasks) {
      const runs = db.executions.filter((e) => e.task_id === task.task_id);
      expect(task.task_lastRunAt).toBe(runs.at(-1)?.execution_startedAt ?? null);
    }
  });

  it('records validations that agree with the current data', () => {
    const students = new Map(db.students.map((s) => [s.student_idNumber, s]));
    const validators = new Set(
      db.logins
        .filter((l) =>
          [l.login_role, ...l.login_additionalRoles].some((r) => r === 'admin' || r === 'control'),
        )
        .map((l) => l.login_name),
    );
    expect(db.validations.length).toBeGreaterThan(40);
    for (const v of db.validations) {
      expect(students.has(v.student_idNumber)).toBe(true);
      expect(validators.has(v.validation_by)).toBe(true);
      if (v.validation_state === 'rejected') expect(v.validation_comment).not.toBe('');
    }
  });

  it('builds trees whose parents exist, with sibling orders 0..n', () => {
    const trees = [
      db.modelLocations.map((n) => ({
        id: n.modelLocation_id,
        parentId: n.parentId,
        order: n.order,
      })),
      db.modelOrganizations.map((n) => ({
        id: n.modelOrganization_id,
        parentId: n.parentId,
        order: n.order,
      })),
    ];
    for (const nodes of trees) {
      const ids = new Set(nodes.map((n) => n.id));
      expect(nodes.filter((n) => n.parentId === null)).toHaveLength(1);
      const siblings = new Map<number | null, number[]>();
      for (const node of nodes) {
        if (node.parentId !== null) expect(ids.has(node.parentId)).toBe(true);
        siblings.set(node.parentId, [...(siblings.get(node.parentId) ?? []), node.order]);
      }
      for (const orders of siblings.values()) {
        expect([...orders].sort((a, b) => a - b)).toEqual(orders.map((_, i) => i));
      }
    }
    expect(db.modelLocations.length).toBeGreaterThanOrEqual(50);
    expect(db.modelOrganizations.length).toBeGreaterThanOrEqual(25);
  });

  it('links model databases, sources and entities', () => {
    const sites = new Set(
      db.modelLocations
        .filter((l) => l.modelLocation_kind === 'Site')
        .map((l) => l.modelLocation_id),
    );
    for (const database of db.modelDatabases) {
      expect(sites.has(database.modelLocation_id!)).toBe(true);
      const sources = db.modelDatabaseSources.filter(
        (s) => s.modelDatabase_id === database.modelDatabase_id,
      );
      expect(sources.length).toBeGreaterThanOrEqual(2);
      expect(sources.map((s) => s.modelDatabaseSource_order)).toEqual(sources.map((_, i) => i));
    }
    const sourceIds = new Set(db.modelDatabaseSources.map((s) => s.modelDatabaseSource_id));
    for (const entity of db.modelEntities) {
      const sources = db.modelEntitySources.filter(
        (s) => s.modelEntity_id === entity.modelEntity_id,
      );
      expect(sources.length).toBeGreaterThanOrEqual(1);
      expect(sources.map((s) => s.modelEntitySource_order)).toEqual(sources.map((_, i) => i));
      for (const source of sources) expect(sourceIds.has(source.modelDatabaseSource_id)).toBe(true);
    }
  });
});

describe('generateDemoDb: options', () => {
  it('generates a small data set', () => {
    const db = generateDemoDb({ students: 500 });
    expect(db.students).toHaveLength(500);
    expect(db.drens.reduce((a, d) => a + d.dren_studentCount, 0)).toBe(500);
    expect(db.logins.slice(0, 4).map((l) => l.login_name)).toEqual([
      'admin',
      'control',
      'dev',
      'agent',
    ]);
    expect(db.syncHistories.length).toBeGreaterThan(100);
  });

  it('copes with no students at all', () => {
    const db = generateDemoDb({ students: 0 });
    expect(db.students).toHaveLength(0);
    expect(db.photos).toHaveLength(0);
    expect(db.schools.length).toBeGreaterThan(0);
  });
});

describe('cron', () => {
  it('parses valid expressions and rejects invalid ones', () => {
    expect(parseCron('0 2,14 * * *')?.hours).toEqual([2, 14]);
    expect(parseCron('*/15 * * * 1-5')?.minutes).toEqual([0, 15, 30, 45]);
    expect(isValidCron('61 * * * *')).toBe(false);
    expect(isValidCron('* * *')).toBe(false);
  });
});

describe('generateDemoDb: student photo uuid', () => {
  it('is the uuid of the student’s latest photo, null without a photo', () => {
    const latest = new Map<string, { at: string; uuid: string }>();
    for (const photo of small.photos) {
      const known = latest.get(photo.student_idNumber);
      if (!known || photo.photo_takenAt > known.at) {
        latest.set(photo.student_idNumber, { at: photo.photo_takenAt, uuid: photo.photo_uuid });
      }
    }
    for (const student of small.students) {
      expect(student.student_photoUuid).toBe(
        student.student_hasPhoto ? latest.get(student.student_idNumber)!.uuid : null,
      );
    }
  });
});
