import { toast } from 'sonner';
import type { Student } from '../../src/api/types';
import { reviewToasts } from '../../src/validation/reviewToasts';

vi.mock('sonner', () => ({
  toast: { success: vi.fn(), info: vi.fn(), error: vi.fn(), dismiss: vi.fn() },
}));

const student = (n: number) =>
  ({
    student_idNumber: `M${n}`,
    student_firstName: 'Aya',
    student_lastName: `KOUASSI${n}`,
  }) as unknown as Student;

test('a decision another controller took first: its « Validé : … — Annuler » goes, every time', () => {
  const { notify } = reviewToasts(() => undefined);
  for (const n of [1, 2]) {
    vi.mocked(toast.dismiss).mockClear();
    notify({ type: 'decided', student: student(n), verdict: 'validated' });
    expect(toast.success).toHaveBeenLastCalledWith(
      expect.stringMatching(/^Validé : /),
      expect.objectContaining({ id: 'validation-last-decision' }),
    );
    notify({ type: 'takenElsewhere', student: student(n), message: 'Déjà traité.' });
    expect(toast.dismiss).toHaveBeenCalledWith('validation-last-decision');
  }
  // Said once for the sitting.
  expect(toast.info).toHaveBeenCalledTimes(1);
});

test('a 409 on an earlier record leaves the last decision’s toast alone', () => {
  const { notify } = reviewToasts(() => undefined);
  notify({ type: 'decided', student: student(1), verdict: 'validated' });
  notify({ type: 'decided', student: student(2), verdict: 'validated' });
  vi.mocked(toast.dismiss).mockClear();
  notify({ type: 'takenElsewhere', student: student(1), message: 'Déjà traité.' });
  expect(toast.dismiss).not.toHaveBeenCalledWith('validation-last-decision');
});
