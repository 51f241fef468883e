import type { StudentValidation, ValidationState } from '../../api/types';
import { photosOf, setStudentState } from '../derived';
import { currentUser } from './accounts';
import { bodyObject, isoDate, listReply } from './params';
import { studentOf } from './students';
import { ApiError, type HandlerContext, type HandlerTable } from './types';
import { Checker } from './validate';

const NO_PHOTO = "Cet élève n'a pas de photo à valider.";
export const VALIDATION_STATES: readonly ValidationState[] = ['pending', 'validated', 'rejected'];

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
    },
    true,
  );
  checker.done();
  const values = checker.values as Pick<
    StudentValidation,
    'student_idNumber' | 'validation_target' | 'validation_state'
  > & { validation_comment?: string };
  const student = studentOf(ctx, values.student_idNumber);
  const at = isoDate(ctx.now);
  if (values.validation_target === 'photo') {
    const [photo] = photosOf(ctx.store, student.student_idNumber);
    if (!photo) throw new ApiError(400, NO_PHOTO, { validation_target: NO_PHOTO });
    ctx.tables.photos.update(photo, { photo_state: values.validation_state });
  } else {
    setStudentState(ctx.store, student, values.validation_state, at);
  }
  const { validations } = ctx.tables;
  return validations.insert({
    validation_id: validations.nextId(),
    student_idNumber: student.student_idNumber,
    validation_target: values.validation_target,
    validation_state: values.validation_state,
    validation_comment: values.validation_comment ?? '',
    validation_by: user.login_name,
    validation_at: at,
  });
}

export const validationHandlers = {
  'validation.studentRules': {
    access: 'adminControl',
    run: (ctx) => ctx.tables.validationRules.records,
  },
  'validation.students': {
    access: 'adminControl',
    run: (ctx) =>
      listReply(ctx, ctx.tables.students, { defaultFilters: { student_state: 'pending' } }),
  },
  'validation.studentValidation': { access: 'adminControl', write: true, run: validateStudent },
  'validation.list': {
    access: 'adminControl',
    run: (ctx) =>
      listReply(ctx, ctx.tables.validations, {
        defaultSort: { field: 'validation_id', order: 'DESC' },
      }),
  },
} satisfies HandlerTable;
