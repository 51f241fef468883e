import type { Photo, ValidationState } from '../api/types';
import type { DemoStudent } from './db';
import type { DemoStore } from './store';

export type CountTarget = 'data' | 'photo';
export type StateCounts = Record<ValidationState, number>;
export interface Counts extends StateCounts {
  total: number;
  withPhoto: number;
}

export const emptyCounts = (): Counts => ({
  total: 0,
  pending: 0,
  validated: 0,
  rejected: 0,
  withPhoto: 0,
});

/**
 * Students per school by state of their data and of their latest photo, counted once and
 * then kept right by the writes themselves (a student's or a photo's update), so that a
 * statistic after a decision costs a few additions, not a pass over every student.
 * Also the students whose latest photo awaits a decision (the photo validation queue).
 * The API never adds nor removes students or photos, nor moves a photo to another student.
 */
export class SchoolCounts {
  private readonly counts = { data: new Map<number, Counts>(), photo: new Map<number, Counts>() };
  private readonly latestPending = new Set<string>();
  /** Each student's latest photo: newest `photo_takenAt`, then highest id (as `photosOf`). */
  private readonly latest = new Map<
    string,
    { id: number; takenAt: string; state: ValidationState }
  >();

  constructor(private readonly store: DemoStore) {
    const { students, photos } = store.tables;
    // One pass over the photos: ten times faster than `photosOf` for each student.
    for (const photo of photos.records) {
      const known = this.latest.get(photo.student_idNumber);
      if (
        !known ||
        photo.photo_takenAt > known.takenAt ||
        (photo.photo_takenAt === known.takenAt && photo.photo_id > known.id)
      ) {
        this.latest.set(photo.student_idNumber, {
          id: photo.photo_id,
          takenAt: photo.photo_takenAt,
          state: photo.photo_state,
        });
      }
    }
    for (const student of students.records) this.add(student, 1);
    students.onUpdate((before, after) => {
      this.add(before, -1);
      this.add(after, 1);
    });
    photos.onUpdate((before, after) => this.photoChanged(before, after));
  }

  bySchool(target: CountTarget): ReadonlyMap<number, Counts> {
    return this.counts[target];
  }

  /** Whether the student's latest photo awaits a decision. */
  latestPhotoPending(idNumber: string): boolean {
    return this.latestPending.has(idNumber);
  }

  private latestPhotoState(idNumber: string): ValidationState | undefined {
    return this.latest.get(idNumber)?.state;
  }

  private countsOf(target: CountTarget, schoolId: number): Counts {
    let counts = this.counts[target].get(schoolId);
    if (!counts) this.counts[target].set(schoolId, (counts = emptyCounts()));
    return counts;
  }

  /** Adds (1) or takes away (-1) a student's part in its school's counts. */
  private add(student: DemoStudent, sign: 1 | -1): void {
    const photoState = this.latestPhotoState(student.student_idNumber);
    for (const target of ['data', 'photo'] as const) {
      const counts = this.countsOf(target, student.school_id);
      counts.total += sign;
      if (student.student_hasPhoto) counts.withPhoto += sign;
      const state = target === 'data' ? student.student_state : photoState;
      if (state) counts[state] += sign;
    }
    if (sign === 1 && photoState === 'pending') this.latestPending.add(student.student_idNumber);
  }

  /** A photo's decision: counts only when it is its student's latest photo. */
  private photoChanged(before: Photo, after: Photo): void {
    const idNumber = after.student_idNumber;
    const latest = this.latest.get(idNumber);
    if (latest?.id !== after.photo_id || before.photo_state === after.photo_state) return;
    latest.state = after.photo_state;
    const student = this.store.tables.students.find(idNumber);
    if (!student) return;
    const counts = this.countsOf('photo', student.school_id);
    counts[before.photo_state] -= 1;
    counts[after.photo_state] += 1;
    if (after.photo_state === 'pending') this.latestPending.add(idNumber);
    else this.latestPending.delete(idNumber);
  }
}

/** The store's school counts, built on first use and kept up to date from then on. */
export const schoolCountsOf = (store: DemoStore): SchoolCounts =>
  store.index('schoolCounts', () => new SchoolCounts(store));
