// Issue 40, point 5: a decision of the queue that has no answer yet is never shown as done.
// The session's events go through reviewToasts to a recorded sonner.
import type { Student } from '../../src/api/types';
import { ReviewSession, type SendOptions } from '../../src/validation/reviewSession';
import { reviewToasts } from '../../src/validation/reviewToasts';

const { toast } = vi.hoisted(() => {
  const toast = Object.assign(vi.fn(), {
    success: vi.fn(),
    warning: vi.fn(),
    info: vi.fn(),
    error: vi.fn(),
    loading: vi.fn(),
    dismiss: vi.fn(),
    // Every toast shown so far is taken as still on screen.
    getToasts: () =>
      [toast, toast.success, toast.warning, toast.info, toast.error, toast.loading].flatMap(
        (shown) => shown.mock.calls.map((call) => ({ id: (call[1] as { id?: string })?.id })),
      ),
  });
  return { toast };
});
vi.mock('sonner', () => ({ toast }));

const student = (n: number): Student =>
  ({
    student_idNumber: `M${n}`,
    student_lastName: `Kouassi`,
    student_firstName: `Aya${n}`,
    student_issues: [],
  }) as unknown as Student;

const flush = () => new Promise((done) => setTimeout(done, 0));

/** Every toast shown, in order: its kind, title and description. */
const shown = () =>
  (['toast', 'success', 'warning', 'info', 'error', 'loading'] as const).flatMap((kind) => {
    const fn = kind === 'toast' ? toast : toast[kind];
    return fn.mock.calls.map((call, index) => ({
      order: fn.mock.invocationCallOrder[index],
      kind,
      title: call[0] as string,
      description: (call[1] as { description?: string } | undefined)?.description,
    }));
  });
const inOrder = () =>
  shown()
    .sort((a, b) => a.order - b.order)
    .map(({ kind, title, description }) =>
      description ? { kind, title, description } : { kind, title },
    );

/** A sitting of 3 records whose sends the test answers by hand. */
const setup = () => {
  const sends: {
    resolve: () => void;
    reject: (error: unknown) => void;
    options?: SendOptions;
  }[] = [];
  const toasts = reviewToasts(() => undefined);
  const session = new ReviewSession({
    target: 'data',
    fetchQueue: async () => ({ data: [1, 2, 3].map(student), total: 3 }),
    send: (_payload, options) =>
      new Promise((resolve, reject) =>
        sends.push({ resolve: () => resolve(null), reject, options }),
      ),
    describe: () => ({ message: 'Refusé.' }),
    notify: toasts.notify,
  });
  return { session, sends };
};

beforeEach(() => vi.clearAllMocks());

test('a decision on its way says so; the green « Validé » comes only once the server recorded it', async () => {
  const { session, sends } = setup();
  session.start();
  await flush();
  session.decide('validated');
  expect(inOrder()).toEqual([
    { kind: 'toast', title: 'Validation en cours d’envoi : KOUASSI Aya1' },
  ]);
  expect(toast.success).not.toHaveBeenCalled();
  sends[0].resolve();
  await flush();
  expect(inOrder().at(-1)).toEqual({ kind: 'success', title: 'Validé : KOUASSI Aya1' });
  // The same toast, turned green, still offers the undo.
  const [, options] = toast.success.mock.calls[0] as [
    string,
    { id: string; action: { label: string } },
  ];
  expect(options.id).toBe((toast.mock.calls[0][1] as { id: string }).id);
  expect(options.action.label).toBe('Annuler la dernière décision');
});

test('offline (no answer), R says the rejection waits, never « Rejeté »', async () => {
  const { session, sends } = setup();
  session.start();
  await flush();
  session.decide('rejected', 'Photo floue');
  sends[0].options?.onWaiting?.();
  await flush();
  expect(inOrder()).toEqual([
    { kind: 'toast', title: 'Rejet en cours d’envoi : KOUASSI Aya1' },
    {
      kind: 'warning',
      title: 'Rejet en attente d’envoi : KOUASSI Aya1',
      description:
        'Pas de réponse du serveur : la décision est gardée dans ce navigateur et partira dès qu’il répondra.',
    },
  ]);
  expect(shown().some(({ title }) => title.startsWith('Rejeté'))).toBe(false);
});

test('an older decision recorded late does not take the toast of the last one, nor come back once it is gone', async () => {
  const { session, sends } = setup();
  session.start();
  await flush();
  session.decide('validated');
  session.decide('validated');
  sends[0].resolve();
  await flush();
  expect(toast.success).not.toHaveBeenCalled();
  // The last one's toast closed by its timer: its late answer shows nothing more.
  const [, last] = toast.mock.calls[1] as [string, { onAutoClose: () => void }];
  last.onAutoClose();
  sends[1].resolve();
  await flush();
  expect(toast.success).not.toHaveBeenCalled();
});

test('a decision another controller took first: its toast and its « Annuler » go, every time', () => {
  const { notify } = reviewToasts(() => undefined);
  for (const n of [1, 2]) {
    toast.dismiss.mockClear();
    notify({ type: 'decided', student: student(n), verdict: 'validated' });
    expect(toast).toHaveBeenLastCalledWith(
      expect.stringMatching(/^Validation en cours d’envoi : /),
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
  toast.dismiss.mockClear();
  notify({ type: 'takenElsewhere', student: student(1), message: 'Déjà traité.' });
  expect(toast.dismiss).not.toHaveBeenCalledWith('validation-last-decision');
});
