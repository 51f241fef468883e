/**
 * Past validation decisions of controllers. Each one agrees with the current
 * state of what it decided on: a data decision is the student's last update and
 * carries its state; a photo decision carries the photo's state.
 */
import type { Photo, StudentValidation, ValidationState } from '../../api/types';
import type { DemoStudent } from '../db';
import { DAY_MS, HOUR_MS, NOW_MS, isoTime } from './clock';
import { Random } from './random';

/** About 4% of the students: 2,000 decisions for the default 50,000 students. */
const DECISIONS_PER_STUDENT = 0.04;
const DATA_SHARE = 0.6;

const DATA_COMMENTS: Record<string, readonly string[]> = {
  name_format: ['Nom incomplet : à corriger par l’établissement', 'Orthographe du nom à vérifier'],
  birthdate_missing: ['Date de naissance absente de la fiche'],
  class_age_mismatch: ['Âge incohérent avec la classe déclarée'],
  duplicate_suspected: ['Élève inscrit deux fois sous deux matricules'],
  other: ['Extrait de naissance non conforme', 'Informations à compléter par l’établissement'],
};
const PHOTO_COMMENTS = [
  'Photo floue',
  'Fond non uniforme',
  'Visage partiellement masqué',
  'Photo trop sombre',
  'Cadrage incorrect : visage coupé',
  'Couvre-chef non autorisé',
];
const APPROVALS = ['', '', 'Conforme', 'Données conformes à l’extrait de naissance'];

interface Decision {
  at: number;
  record: Omit<StudentValidation, 'validation_id' | 'validation_at'>;
}

export function generateValidations(
  seed: number,
  students: readonly DemoStudent[],
  photos: readonly Photo[],
  validators: readonly string[],
): StudentValidation[] {
  const rng = new Random(seed, 'validations');
  const target = Math.round(students.length * DECISIONS_PER_STUDENT);
  const by = () => (validators.length > 0 ? rng.pick(validators) : 'admin');
  const decisions: Decision[] = [];
  const decide = (
    idNumber: string,
    what: StudentValidation['validation_target'],
    state: ValidationState,
    comment: string,
    at: number,
  ) => {
    decisions.push({
      at,
      record: {
        student_idNumber: idNumber,
        validation_target: what,
        validation_state: state,
        validation_comment: comment,
        validation_by: by(),
      },
    });
  };

  let decidedCount = 0;
  for (const student of students) if (student.student_state !== 'pending') decidedCount++;
  const dataRate = (target * DATA_SHARE) / Math.max(1, decidedCount);
  for (const student of students) {
    if (student.student_state === 'pending' || !rng.chance(dataRate)) continue;
    const at = Date.parse(student.student_updatedAt);
    if (student.student_state === 'rejected') {
      const rule = student.student_issues.find((id) => id in DATA_COMMENTS) ?? 'other';
      decide(student.student_idNumber, 'data', 'rejected', rng.pick(DATA_COMMENTS[rule]), at);
      continue;
    }
    if (rng.chance(0.15)) {
      // Rejected first, then corrected by the school and validated.
      const earlier = at - rng.int(1, 10) * DAY_MS;
      decide(student.student_idNumber, 'data', 'rejected', rng.pick(DATA_COMMENTS.other), earlier);
    }
    decide(student.student_idNumber, 'data', 'validated', rng.pick(APPROVALS), at);
  }

  const decidedPhotos = photos.filter((p) => p.photo_state !== 'pending');
  const photoRate = (target * (1 - DATA_SHARE)) / Math.max(1, decidedPhotos.length);
  for (const photo of decidedPhotos) {
    if (!rng.chance(photoRate)) continue;
    const taken = Date.parse(photo.photo_takenAt);
    const delay = Math.max(0, Math.min(10 * DAY_MS, NOW_MS - HOUR_MS - taken));
    const at = taken + rng.next() * delay;
    const rejected = photo.photo_state === 'rejected';
    const comment = rejected ? rng.pick(PHOTO_COMMENTS) : rng.pick(APPROVALS.slice(0, 3));
    decide(photo.student_idNumber, 'photo', photo.photo_state, comment, at);
  }

  decisions.sort((a, b) => a.at - b.at);
  return decisions.map((d, index) => ({
    validation_id: index + 1,
    ...d.record,
    validation_at: isoTime(d.at),
  }));
}
