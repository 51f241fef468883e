// Issue 45, point 1: a working day leaves nothing behind with each decision. sonner keeps
// the id of every toast it is asked to dismiss until that toast leaves its history: an id
// never shown never leaves, one string kept per decision for the rest of the day.
import { toast } from 'sonner';
import type { Student } from '../../src/api/types';
import { reviewToasts } from '../../src/validation/reviewToasts';

const student = (n: number): Student =>
  ({
    student_idNumber: `M${n}`,
    student_lastName: 'Kouassi',
    student_firstName: `Aya${n}`,
    student_issues: [],
  }) as unknown as Student;

test('200 decisions recorded one after the other ask sonner to dismiss no toast it never showed', () => {
  const dismiss = vi.spyOn(toast, 'dismiss');
  const { notify } = reviewToasts(() => undefined);
  const neverShown: string[] = [];
  dismiss.mockImplementation((id) => {
    const known = toast.getHistory().some((shown) => shown.id === id);
    if (!known) neverShown.push(String(id));
    return id ?? '';
  });
  for (let n = 1; n <= 200; n++) {
    notify({ type: 'decided', student: student(n), verdict: 'validated' });
    notify({ type: 'recorded', student: student(n), verdict: 'validated' });
  }
  expect(neverShown).toEqual([]);
  // The record's own toast, when there is one, is still closed by its next decision.
  notify({ type: 'decided', student: student(201), verdict: 'validated' });
  notify({ type: 'failed', student: student(201), message: 'Refusé.' });
  notify({ type: 'decided', student: student(202), verdict: 'validated' });
  notify({ type: 'undone', student: student(201) });
  dismiss.mockClear();
  notify({ type: 'decided', student: student(201), verdict: 'rejected' });
  expect(dismiss).toHaveBeenCalledWith('validation-M201');
});
