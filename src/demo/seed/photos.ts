/**
 * Identity photos: one per student who has one, taken this school year, and for
 * about 5% an older photo that was rejected. Ids follow the students' order.
 */
import type { Photo, Student, ValidationState } from '../../api/types';
import { NOW_MS, SCHOOL_YEAR_START_MS, isoTime } from './clock';
import { fullName } from './names';
import { Random, Weighted } from './random';
import { RECORDS_PER_STEP, type Steps } from './steps';

export const PHOTO_WIDTH = 600;
export const PHOTO_HEIGHT = 750;
const RETAKE_RATE = 0.05;

/** The photo's state follows, loosely, the student's. */
const PHOTO_STATE: Record<ValidationState, Weighted<ValidationState>> = {
  validated: new Weighted([
    ['validated', 85],
    ['pending', 12],
    ['rejected', 3],
  ]),
  pending: new Weighted([
    ['pending', 60],
    ['validated', 30],
    ['rejected', 10],
  ]),
  rejected: new Weighted([
    ['rejected', 45],
    ['pending', 35],
    ['validated', 20],
  ]),
};

const PREVIOUS_YEAR_START_MS = Date.UTC(2025, 8, 1);
const PREVIOUS_YEAR_END_MS = Date.UTC(2026, 5, 30);

export function* photoSteps(seed: number, students: readonly Student[]): Steps<Photo[]> {
  const rng = new Random(seed, 'photos');
  const photos: Photo[] = [];
  const photo = (student: Student, state: ValidationState, from: number, to: number) => {
    photos.push({
      photo_id: photos.length + 1,
      photo_uuid: rng.uuid(),
      photo_state: state,
      photo_takenAt: isoTime(from + rng.next() * (to - from)),
      photo_width: PHOTO_WIDTH,
      photo_height: PHOTO_HEIGHT,
      student_idNumber: student.student_idNumber,
      student_fullName: fullName(student.student_lastName, student.student_firstName),
      school_id: student.school_id,
      dren_id: student.dren_id,
    });
  };
  for (const [index, student] of students.entries()) {
    if (index % RECORDS_PER_STEP === 0) yield;
    if (!student.student_hasPhoto) continue;
    if (rng.chance(RETAKE_RATE)) {
      photo(student, 'rejected', PREVIOUS_YEAR_START_MS, PREVIOUS_YEAR_END_MS);
    }
    photo(student, PHOTO_STATE[student.student_state].draw(rng), SCHOOL_YEAR_START_MS, NOW_MS);
    // This year's photo is the latest one: the student list shows its miniature.
    student.student_photoUuid = photos[photos.length - 1].photo_uuid;
  }
  return photos;
}
