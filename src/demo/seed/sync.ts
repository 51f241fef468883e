/**
 * Synchronisations with the production system over the last 60 days: the runs,
 * the records they changed (updates) and the records they failed on (errors).
 * A run's created/updated/error counters are the counts of its own updates and
 * errors; references are real matricules, school codes and DREN codes, and each
 * update carries the id of the record it changed.
 */
import type {
  Dren,
  Photo,
  School,
  Student,
  SyncError,
  SyncHistory,
  SyncUpdate,
} from '../../api/types';
import { DAY_MS, MINUTE_MS, NOW_MS, isoTime } from './clock';
import { Random, Weighted } from './random';
import { SYNC_ENTITY_FIELDS, SYNC_ERROR_MESSAGES, type SyncEntity } from './sync-catalog';

export interface SyncData {
  syncHistories: SyncHistory[];
  syncErrors: SyncError[];
  syncUpdates: SyncUpdate[];
}

type SyncType = SyncHistory['syncHistory_type'];

const HISTORY_COUNT = 120;
const WINDOW_MS = 60 * DAY_MS;
const TYPES = new Weighted<SyncType>([
  ['student', 35],
  ['photo', 25],
  ['school', 15],
  ['dren', 5],
  ['full', 20],
]);
const FULL_ENTITIES = new Weighted<SyncEntity>([
  ['student', 50],
  ['photo', 30],
  ['school', 15],
  ['dren', 5],
]);
const ACTIONS = new Weighted<SyncUpdate['update_action']>([
  ['create', 30],
  ['update', 62],
  ['delete', 8],
]);
/** Per type: duration range in minutes, update count range. */
const SHAPES: Record<SyncType, { minutes: [number, number]; updates: [number, number] }> = {
  full: { minutes: [25, 70], updates: [20, 40] },
  student: { minutes: [5, 25], updates: [8, 20] },
  photo: { minutes: [8, 30], updates: [8, 20] },
  school: { minutes: [1, 6], updates: [2, 8] },
  dren: { minutes: [1, 3], updates: [1, 3] },
};

/** Picks the records a run refers to: all of them, or those of one school. */
interface Picked {
  reference: string;
  recordId: string | number | null;
}

class References {
  /** The indexes of the students of each school some runs are limited to. */
  private readonly bySchool = new Map<number, number[]>();
  private latestPhotoIds: Int32Array | null = null;

  /** schoolIds: the schools some runs are limited to, indexed in one pass. */
  constructor(
    private readonly rng: Random,
    private readonly students: readonly Student[],
    private readonly schools: readonly School[],
    private readonly drens: readonly Dren[],
    private readonly photos: readonly Photo[],
    schoolIds: Iterable<number>,
  ) {
    for (const id of schoolIds) this.bySchool.set(id, []);
    students.forEach((student, index) => this.bySchool.get(student.school_id)?.push(index));
  }

  /** A reference of the entity and its record's id, or null when there is no such record. */
  pick(entity: SyncEntity, school: School | null): Picked | null {
    const rng = this.rng;
    if (entity === 'dren') {
      const dren = rng.pick(this.drens);
      return { reference: dren.dren_code, recordId: dren.dren_id };
    }
    if (entity === 'school') {
      const picked = school ?? rng.pick(this.schools);
      return { reference: picked.school_code, recordId: picked.school_id };
    }
    const pool = school ? (this.bySchool.get(school.school_id) ?? []) : null;
    const size = pool ? pool.length : this.students.length;
    if (size === 0) return null;
    // A photo is referred to by its student's matricule.
    for (let tries = 0; tries < 5; tries++) {
      // As rng.pick(pool), from the indexes of the students.
      const drawn = Math.floor(rng.next() * size);
      const index = pool ? pool[drawn] : drawn;
      const student = this.students[index];
      const reference = student.student_idNumber;
      if (entity === 'student') return { reference, recordId: reference };
      if (student.student_hasPhoto) return { reference, recordId: this.photoIdOf(index) };
    }
    return null;
  }

  /** The id of the student's latest photo (the one the student list shows). */
  private photoIdOf(studentIndex: number): number | null {
    this.latestPhotoIds ??= latestPhotoIds(this.students, this.photos);
    return this.latestPhotoIds[studentIndex] || null;
  }
}

/**
 * Each student's latest photo id (0: none), by student index. Photos follow the students'
 * order, the latest last, so one walk through both does it: at 500,000 students, much
 * cheaper than a map of the photos' uuids.
 */
function latestPhotoIds(students: readonly Student[], photos: readonly Photo[]): Int32Array {
  const ids = new Int32Array(students.length);
  let at = 0;
  for (const photo of photos) {
    while (at < students.length && students[at].student_idNumber !== photo.student_idNumber) at++;
    if (at === students.length) break;
    ids[at] = photo.photo_id;
  }
  return ids;
}

interface Run {
  history: SyncHistory;
  school: School | null;
  start: number;
  end: number;
}

function planRuns(rng: Random, schools: readonly School[]): Run[] {
  const starts = Array.from({ length: HISTORY_COUNT }, () => NOW_MS - rng.next() * WINDOW_MS);
  starts.sort((a, b) => a - b);
  // The newest run, a full one, started a quarter of an hour ago and is still going; the one
  // before it failed: every state shows on the first screen.
  starts[starts.length - 1] = NOW_MS - 14 * MINUTE_MS;
  return starts.map((start, index) => {
    const drawn = TYPES.draw(rng);
    const running = index === starts.length - 1;
    const type = running ? 'full' : drawn;
    const failed = rng.chance(0.07) || index === starts.length - 2;
    const status = running ? 'running' : failed ? 'error' : 'success';
    const limited = type !== 'full' && type !== 'dren' && rng.chance(0.25);
    const school = limited ? rng.pick(schools) : null;
    const end = running ? NOW_MS : start + rng.int(...SHAPES[type].minutes) * MINUTE_MS;
    const history: SyncHistory = {
      syncHistory_id: index + 1,
      syncHistory_type: type,
      syncHistory_startedAt: isoTime(start),
      syncHistory_endedAt: running ? null : isoTime(end),
      syncHistory_status: status,
      syncHistory_created: 0,
      syncHistory_updated: 0,
      syncHistory_errorCount: 0,
      syncHistory_counts: { student: 0, school: 0, photo: 0, dren: 0 },
      school_id: school ? school.school_id : null,
    };
    return { history, school, start, end };
  });
}

/** Adds a run's updates and errors to data, and counts them in the run. */
function recordChanges(rng: Random, refs: References, run: Run, data: SyncData): void {
  const { history, school, start, end } = run;
  const type = history.syncHistory_type;
  const entityOf = (): SyncEntity => (type === 'full' ? FULL_ENTITIES.draw(rng) : type);

  const updateCount = school ? rng.int(2, 8) : rng.int(...SHAPES[type].updates);
  for (let k = 0; k < updateCount; k++) {
    const entity = entityOf();
    const picked = refs.pick(entity, school);
    if (picked === null) continue;
    const action = entity === 'dren' ? 'update' : ACTIONS.draw(rng);
    const fields = SYNC_ENTITY_FIELDS[entity];
    data.syncUpdates.push({
      update_id: data.syncUpdates.length + 1,
      syncHistory_id: history.syncHistory_id,
      update_entity: entity,
      update_reference: picked.reference,
      update_action: action,
      update_fields:
        action === 'create'
          ? [...fields]
          : action === 'delete'
            ? []
            : rng.sample(fields, rng.int(1, 3)),
      update_recordId: action === 'delete' ? null : picked.recordId,
    });
    if (action === 'create') history.syncHistory_created++;
    else history.syncHistory_updated++;
    history.syncHistory_counts[entity]++;
  }

  const status = history.syncHistory_status;
  const errorCount =
    status === 'error'
      ? rng.int(8, 20)
      : rng.chance(0.45)
        ? 0
        : rng.int(1, status === 'running' ? 2 : 5);
  for (let k = 0; k < errorCount; k++) {
    const entity = entityOf();
    const picked = refs.pick(entity, school);
    if (picked === null) continue;
    data.syncErrors.push({
      syncError_id: data.syncErrors.length + 1,
      syncHistory_id: history.syncHistory_id,
      syncError_entity: entity,
      syncError_reference: picked.reference,
      syncError_message: rng.pick(SYNC_ERROR_MESSAGES[entity]),
      syncError_createdAt: isoTime(start + rng.next() * (end - start)),
    });
    history.syncHistory_errorCount++;
  }
}

export function generateSync(
  seed: number,
  students: readonly Student[],
  schools: readonly School[],
  drens: readonly Dren[],
  photos: readonly Photo[],
): SyncData {
  const rng = new Random(seed, 'sync');
  const runs = planRuns(rng, schools);
  const limitedTo = runs.flatMap((run) => (run.school ? [run.school.school_id] : []));
  const refs = new References(rng, students, schools, drens, photos, limitedTo);
  const data: SyncData = { syncHistories: [], syncErrors: [], syncUpdates: [] };
  for (const run of runs) {
    recordChanges(rng, refs, run, data);
    data.syncHistories.push(run.history);
  }
  return data;
}
