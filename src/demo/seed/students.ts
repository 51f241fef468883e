/**
 * Students: names by region, class and age by school cycle, a unique matricule
 * (8 digits and a letter), validation state and data-quality issues. The list
 * comes out sorted by matricule.
 */
import type { ValidationState } from '../../api/types';
import type { DemoStudent } from '../db';
import { AGE_DELAY, CLASS_DRAW, MISMATCH_DELAY } from './classes';
import { DAY_MS, NOW_MS, birthDayRange, isoDay, isoTime } from './clock';
import { drawFirstName, drawLastName } from './names';
import { Random, Weighted, distribute } from './random';
import { addIssue, type RuleId } from './rules';
import type { SchoolProfile } from './schools';
import { RECORDS_PER_STEP, type Steps } from './steps';

const DATA_ISSUES = new Weighted<RuleId>([
  ['name_format', 35],
  ['birthdate_missing', 25],
  ['class_age_mismatch', 25],
  ['duplicate_suspected', 15],
]);
const CLEAN_STATE = new Weighted<ValidationState>([
  ['validated', 60],
  ['pending', 33],
  ['rejected', 7],
]);
/** Students with data issues are never validated. */
const FLAWED_STATE = new Weighted<ValidationState>([
  ['pending', 60],
  ['rejected', 40],
]);
/** Students were last updated during the last 80 days. */
const UPDATE_WINDOW_MS = 80 * DAY_MS;

const BIRTH_RANGES = new Map<number, [number, number]>();
function birthDay(rng: Random, age: number): number {
  let range = BIRTH_RANGES.get(age);
  if (!range) BIRTH_RANGES.set(age, (range = birthDayRange(age)));
  return range[0] + rng.below(range[1] - range[0] + 1);
}

/**
 * A name "badly spelled or incomplete": lower case, initial only, or cut short. Only a name of
 * five letters or more is cut (« Kouas » for « Kouassi »): a short one cut to « A » sorted
 * these faulty records first, the list's first screen for a newcomer; a short one is written
 * in lower case instead.
 */
function spoilName(rng: Random, student: DemoStudent): void {
  const variant = rng.below(3);
  const lastName = student.student_lastName;
  if (variant === 1) student.student_firstName = student.student_firstName[0] + '.';
  else if (variant === 2 && lastName.length >= 5) student.student_lastName = lastName.slice(0, -2);
  else student.student_lastName = lastName.toLowerCase();
}

/** Issues that cannot go together: the age of a twin or of a missing date is not wrong. */
function compatible(a: RuleId, b: RuleId): boolean {
  const pair = [a, b];
  return (
    !pair.includes('class_age_mismatch') ||
    pair.every((id) => id === 'class_age_mismatch' || id === 'name_format')
  );
}

const NO_ISSUE: readonly RuleId[] = [];

/**
 * None, one or two data issues, at the school's rate. A duplicate comes first:
 * it copies its twin's data, which the other issue then spoils.
 */
function drawIssues(rng: Random, rate: number): readonly RuleId[] {
  if (!rng.chance(rate)) return NO_ISSUE;
  const first = DATA_ISSUES.draw(rng);
  if (!rng.chance(0.25)) return [first];
  const second = DATA_ISSUES.draw(rng);
  if (second === first || !compatible(first, second)) return [first];
  return second === 'duplicate_suspected' ? [second, first] : [first, second];
}

export function* studentSteps(
  seed: number,
  count: number,
  profiles: readonly SchoolProfile[],
): Steps<DemoStudent[]> {
  const rng = new Random(seed, 'students');
  const perSchool = distribute(
    count,
    profiles.map((p) => p.size),
  );
  // Matricules come out in increasing order; each student takes the one of a
  // random slot, and the slot is also its place in the (sorted) list.
  const numbers = matriculeNumbers(rng, count);
  const slots = shuffledSlots(rng, count);
  const students: DemoStudent[] = new Array(count);
  let generated = 0;

  for (const [schoolIndex, profile] of profiles.entries()) {
    const { school } = profile;
    const classDraw = CLASS_DRAW[profile.cycle];
    let lastClean: DemoStudent | null = null;
    for (let k = 0; k < perSchool[schoolIndex]; k++) {
      if (generated % RECORDS_PER_STEP === 0) yield;
      const slot = slots[generated++];
      const gender = rng.chance(0.51) ? 'F' : 'M';
      const group = profile.nameGroups.draw(rng);
      const lastName = drawLastName(rng, group);
      const firstName = drawFirstName(rng, group, gender);
      const schoolClass = classDraw.draw(rng);
      const ruleIds = drawIssues(rng, profile.issueRate);
      const delay = ruleIds.includes('class_age_mismatch') ? MISMATCH_DELAY : AGE_DELAY.draw(rng);
      const hasPhoto = rng.chance(profile.photoRate);
      const student: DemoStudent = {
        student_idNumber: matricule(numbers[slot], rng.below(26)),
        student_uuid: rng.uuid(),
        student_lastName: lastName,
        student_firstName: firstName,
        student_gender: gender,
        student_birthDate: isoDay(birthDay(rng, schoolClass.age + delay)),
        student_class: schoolClass.name,
        student_state: 'pending',
        student_hasPhoto: hasPhoto,
        student_photoUuid: null,
        student_issues: hasPhoto ? [] : ['photo_missing'],
        student_updatedAt: isoTime(NOW_MS - rng.next() * UPDATE_WINDOW_MS),
        school_id: school.school_id,
        school_name: school.school_name,
        dren_id: school.dren_id,
        dren_name: school.dren_name,
      };
      for (const ruleId of ruleIds) {
        if (ruleId === 'duplicate_suspected') {
          // The same pupil registered twice in the school under two matricules.
          if (!lastClean) continue;
          student.student_lastName = lastClean.student_lastName;
          student.student_firstName = lastClean.student_firstName;
          student.student_gender = lastClean.student_gender;
          student.student_birthDate = lastClean.student_birthDate;
          student.student_class = lastClean.student_class;
          addIssue(lastClean.student_issues, ruleId);
          if (lastClean.student_state === 'validated') lastClean.student_state = 'pending';
        } else if (ruleId === 'name_format') {
          spoilName(rng, student);
        } else if (ruleId === 'birthdate_missing') {
          student.student_birthDate = '';
        }
        addIssue(student.student_issues, ruleId);
      }
      const flawed = student.student_issues.length > (hasPhoto ? 0 : 1);
      student.student_state = (flawed ? FLAWED_STATE : CLEAN_STATE).draw(rng);
      if (!flawed) lastClean = student;
      students[slot] = student;
    }
  }
  return students;
}

/** '12345678A': the 8 digits then a letter, as one flat string. */
function matricule(digits: number, letter: number): string {
  const d = (k: number) => 48 + (Math.floor(digits / 10 ** k) % 10);
  return String.fromCharCode(d(7), d(6), d(5), d(4), d(3), d(2), d(1), d(0), 65 + letter);
}

const FIRST_NUMBER = 10_000_000;
const LAST_NUMBER = 99_999_999;

/** count distinct 8-digit numbers in increasing order, spread over the whole range. */
function matriculeNumbers(rng: Random, count: number): Int32Array {
  const numbers = new Int32Array(count);
  // Mean gap at 90% of the room, so the range is not exhausted before the end.
  const meanGap = Math.max(1, Math.floor((0.9 * (LAST_NUMBER - FIRST_NUMBER)) / (count + 1)));
  let previous = FIRST_NUMBER - 1;
  for (let i = 0; i < count; i++) {
    const next = previous + 1 + rng.below(2 * meanGap - 1);
    previous = Math.min(next, LAST_NUMBER - (count - 1 - i));
    numbers[i] = previous;
  }
  return numbers;
}

/** A random permutation of 0..count-1 (Fisher-Yates). */
function shuffledSlots(rng: Random, count: number): Int32Array {
  const slots = new Int32Array(count);
  for (let i = 0; i < count; i++) slots[i] = i;
  for (let i = count - 1; i > 0; i--) {
    const j = rng.below(i + 1);
    const t = slots[i];
    slots[i] = slots[j];
    slots[j] = t;
  }
  return slots;
}
