import type { Student, StudentValidation, ValidationState } from '../../api/types';
import { photosOf, setStudentState } from '../derived';
import type { DemoStudent } from '../db';
import { leasesOf } from '../leases';
import type { ListOptions } from '../listEngine';
import { schoolCountsOf } from '../schoolCounts';
import { currentUser } from './accounts';
import { bodyObject, isoDate, listReply, param } from './params';
import { studentOf } from './students';
import { ApiError, type HandlerContext, type HandlerTable } from './types';
import { Checker } from './validate';

const NO_PHOTO = "Cet élève n'a pas de photo à valider.";
/** How long a decider may put their own decision back to pending (docs/api.md). */
export const UNDO_WINDOW_MINUTES = 15;
const TARGET_LABELS = { data: 'les données', photo: 'la photo' } as const;

/** The latest decision on a student's data or photo, if any. */
function lastDecision(
  ctx: HandlerContext,
  idNumber: string,
  target: StudentValidation['validation_target'],
): StudentValidation | undefined {
  const { validations } = ctx.tables;
  const indexes = validations.fieldIndex('student_idNumber').lookup([idNumber]);
  let last: StudentValidation | undefined;
  for (const index of indexes) {
    const decision = validations.records[index];
    if (decision.validation_target !== target) continue;
    if (!last || decision.validation_id > last.validation_id) last = decision;
  }
  return last;
}

const frenchDate = (iso: string) =>
  new Date(iso).toLocaleString('fr-FR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Africa/Abidjan',
  });

/**
 * Two controllers at once: a decision is taken only on a pending record, and a decision is
 * undone (back to pending) only by whoever took it, within UNDO_WINDOW_MINUTES. Otherwise
 * 409, naming who decided and when.
 */
function checkConflict(
  ctx: HandlerContext,
  student: Student,
  target: StudentValidation['validation_target'],
  current: ValidationState,
  next: ValidationState,
): void {
  const user = currentUser(ctx);
  const what = `${TARGET_LABELS[target]} de ${student.student_firstName} ${student.student_lastName}`;
  if (next === 'pending') {
    if (current === 'pending') throw new ApiError(409, `La décision sur ${what} est déjà annulée.`);
    const last = lastDecision(ctx, student.student_idNumber, target);
    if (!last) return;
    if (last.validation_by === user.login_name) {
      const age = ctx.now - Date.parse(last.validation_at);
      if (age <= UNDO_WINDOW_MINUTES * 60_000) return;
      throw new ApiError(
        409,
        `Impossible d'annuler : la décision sur ${what} date du ${frenchDate(last.validation_at)}, il y a plus de ${UNDO_WINDOW_MINUTES} minutes.`,
      );
    }
    throw new ApiError(
      409,
      `Impossible d'annuler : ${what} ont été traitées en dernier par ${last.validation_by} le ${frenchDate(last.validation_at)}.`,
    );
  }
  if (current === 'pending') return;
  const last = lastDecision(ctx, student.student_idNumber, target);
  const state = current === 'validated' ? 'validées' : 'rejetées';
  const by = last ? ` par ${last.validation_by} le ${frenchDate(last.validation_at)}` : '';
  throw new ApiError(409, `Déjà traité : ${what} ont été ${state}${by}.`);
}

/**
 * The answers already given to a request key, per demo store: the same key from the same
 * user gets the same answer again, and no second decision (docs/api.md). A key belongs to its
 * request: the same key on another student, target or state is refused (422); and it answers
 * only while its decision stands: an undo of that decision forgets it.
 */
const answeredKeys = new WeakMap<HandlerContext['store'], Map<string, StudentValidation>>();

const REQUEST_KEY_MAX = 100;
const STATE_WORDS = { pending: 'annulation', validated: 'validation', rejected: 'rejet' } as const;
const OF_TARGET = { data: 'des données', photo: 'de la photo' } as const;

export const VALIDATION_STATES: readonly ValidationState[] = ['pending', 'validated', 'rejected'];

type Asked = Pick<StudentValidation, 'student_idNumber' | 'validation_target' | 'validation_state'>;

/** The answer a key already got, if it was for this very request; 422 if for another one. */
function answerOfKey(answered: StudentValidation | undefined, asked: Asked) {
  if (!answered) return undefined;
  const same = (['student_idNumber', 'validation_target', 'validation_state'] as const).every(
    (field) => answered[field] === asked[field],
  );
  if (same) return answered;
  throw new ApiError(
    422,
    `Cette clé de requête (validation_requestKey) a déjà servi pour une autre demande : ${STATE_WORDS[answered.validation_state]} ${OF_TARGET[answered.validation_target]} de l’élève ${answered.student_idNumber}. Envoyez chaque décision avec une clé nouvelle.`,
  );
}

/** An undo: the keys of the decisions it undid no longer answer. */
function forgetUndone(keys: Map<string, StudentValidation>, student: string, target: string) {
  for (const [key, answered] of keys) {
    if (
      answered.student_idNumber === student &&
      answered.validation_target === target &&
      answered.validation_state !== 'pending'
    )
      keys.delete(key);
  }
}

/** A controller's decision on a student's data or latest photo, kept in validations. */
function validateStudent(ctx: HandlerContext): StudentValidation {
  const user = currentUser(ctx);
  const checker = new Checker(
    bodyObject(ctx),
    {
      student_idNumber: { type: 'string', required: true },
      validation_target: { type: 'enum', values: ['data', 'photo'], required: true },
      validation_state: { type: 'enum', values: VALIDATION_STATES, required: true },
      validation_comment: { type: 'string', max: 1000 },
      validation_requestKey: { type: 'string', max: REQUEST_KEY_MAX },
    },
    true,
  );
  checker.done();
  const values = checker.values as Asked & { validation_comment?: string };
  const requestKey = checker.values.validation_requestKey as string | undefined;
  const keys = answeredKeys.get(ctx.store) ?? new Map<string, StudentValidation>();
  answeredKeys.set(ctx.store, keys);
  const keyOfUser = requestKey && `${user.login_id}:${requestKey}`;
  const answered = answerOfKey(keyOfUser ? keys.get(keyOfUser) : undefined, values);
  if (answered) return answered;
  const student = studentOf(ctx, values.student_idNumber);
  const at = isoDate(ctx.now);
  if (values.validation_target === 'photo') {
    const [photo] = photosOf(ctx.store, student.student_idNumber);
    if (!photo) throw new ApiError(400, NO_PHOTO, { validation_target: NO_PHOTO });
    checkConflict(ctx, student, 'photo', photo.photo_state, values.validation_state);
    ctx.tables.photos.update(photo, { photo_state: values.validation_state });
  } else {
    checkConflict(ctx, student, 'data', student.student_state, values.validation_state);
    setStudentState(ctx.store, student, values.validation_state, at);
  }
  // Decided: its lease, if any, has done its work.
  leasesOf(ctx.store).drop(values.validation_target, student.student_idNumber);
  if (values.validation_state === 'pending')
    forgetUndone(keys, student.student_idNumber, values.validation_target);
  const { validations } = ctx.tables;
  const recorded = validations.insert({
    validation_id: validations.nextId(),
    student_idNumber: student.student_idNumber,
    validation_target: values.validation_target,
    validation_state: values.validation_state,
    validation_comment: values.validation_comment ?? '',
    validation_by: user.login_name,
    validation_at: at,
  });
  if (keyOfUser) keys.set(keyOfUser, recorded);
  return recorded;
}

/** `validation_target=photo`: the students whose latest photo awaits a decision. */
function latestPhotoPending(ctx: HandlerContext): (student: Student) => boolean {
  const counts = schoolCountsOf(ctx.store);
  return (student) => counts.latestPhotoPending(student.student_idNumber);
}

/** `date_from` / `date_to` (YYYY-MM-DD, inclusive, UTC days) on the decision's time. */
const decidedBetween = (from: string | null, to: string | null) =>
  from || to
    ? (decision: StudentValidation) => {
        const day = decision.validation_at.slice(0, 10);
        return (!from || day >= from) && (!to || day <= to);
      }
    : undefined;

/** The students of the validation queue a query selects (`validation_target`, filters). */
export const queueOptions = (
  ctx: HandlerContext,
  query: URLSearchParams,
): ListOptions<DemoStudent> =>
  query.get('validation_target') === 'photo'
    ? { where: latestPhotoPending(ctx) }
    : { defaultFilters: { student_state: 'pending' } };

export const validationHandlers = {
  'validation.studentRules': {
    access: 'adminControl',
    run: (ctx) => ctx.tables.validationRules.records,
  },
  'validation.students': {
    access: 'adminControl',
    run: (ctx) => listReply(ctx, ctx.tables.students, queueOptions(ctx, ctx.query)),
  },
  'validation.studentValidation': { access: 'adminControl', write: true, run: validateStudent },
  'validation.list': {
    access: 'adminControl',
    run: (ctx) =>
      listReply(ctx, ctx.tables.validations, {
        defaultSort: { field: 'validation_id', order: 'DESC' },
        where: decidedBetween(param(ctx, 'date_from'), param(ctx, 'date_to')),
      }),
  },
} satisfies HandlerTable;
