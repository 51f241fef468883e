// Issue 40, points 6, 8 and 9: the header counts « en attente d’envoi » only the decisions that
// got no answer; the waiting list tells apart students of the same name; offline, « Envoyer
// maintenant » and « Envoyer puis se déconnecter » answer at once.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { decisionOutbox } from '../../src/outbox/decisionOutbox';
import LogoutDialog, { SEND_OFFLINE_TEXT } from '../../src/outbox/LogoutDialog';
import PendingDecisionsButton from '../../src/outbox/PendingDecisionsButton';
import type { OutboxItem, OutboxPayload } from '../../src/outbox/types';

/** The server: each POST waits until the test answers it. */
const net = vi.hoisted(() => ({
  posts: [] as { item: OutboxItem; answer: () => void; fail: () => void }[],
}));

vi.mock('../../src/outbox/decisionOutbox', async () => {
  const { Outbox } = await import('../../src/outbox/Outbox');
  const { memoryRecords } = await import('../../src/outbox/storage');
  const { sealedOutbox } = await import('../../src/outbox/sealedOutbox');
  const decisionOutbox = new Outbox({
    // No session key: the decisions are kept in the page only, as this test needs.
    storage: sealedOutbox(memoryRecords(), async () => null),
    post: (item) =>
      new Promise((resolve, reject) =>
        net.posts.push({
          item,
          answer: () => resolve({}),
          fail: () => reject(Object.assign(new Error('Pas de réseau'), { name: 'NetworkError' })),
        }),
      ),
    isRecorded: async () => false,
    // Read when called: the test's fake clock.
    now: () => Date.now(),
    classify: (error) => ((error as Error).name === 'NetworkError' ? 'network' : 'answered'),
  });
  return { decisionOutbox };
});
// The session's hook would close the outbox: no one is logged in here.
vi.mock('../../src/outbox/useOutboxSession', () => ({ useOutboxSession: () => undefined }));

const decision = (
  idNumber: string,
  state: OutboxPayload['validation_state'] = 'validated',
  comment = '',
  target: OutboxPayload['validation_target'] = 'data',
): OutboxPayload => ({
  student_idNumber: idNumber,
  validation_target: target,
  validation_state: state,
  validation_comment: comment,
});

const setOnline = (online: boolean) =>
  act(() => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });

const submit = (payload: OutboxPayload, label?: string) =>
  act(async () => {
    void decisionOutbox.submit(payload, { label }).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
  });

/** The posts made so far get no answer: their decisions wait for the network. */
const noAnswer = () =>
  act(async () => {
    for (const post of net.posts.splice(0)) post.fail();
    await vi.advanceTimersByTimeAsync(0);
  });

const headerButton = () => screen.queryByRole('button', { name: /décisions? en/ });

beforeEach(async () => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 28, 8, 30) });
  net.posts.length = 0;
  await decisionOutbox.open({ id: 4, name: 'control' });
});
afterEach(async () => {
  await setOnline(true);
  await noAnswer();
  await decisionOutbox.dropAll();
  decisionOutbox.close();
  vi.useRealTimers();
});

test('a slow send reads « en cours d’envoi », not the offline words; no answer, « en attente d’envoi »', async () => {
  render(<PendingDecisionsButton />);
  await submit(decision('12345678A'), 'KOUASSI Aya');
  // Answered at once, a send shows nothing in the header.
  await act(() => vi.advanceTimersByTimeAsync(499));
  expect(headerButton()).toBeNull();
  await act(() => vi.advanceTimersByTimeAsync(1));
  expect(headerButton()).toHaveAccessibleName('1 décision en cours d’envoi');
  await noAnswer();
  expect(headerButton()).toHaveAccessibleName('1 décision en attente d’envoi');
});

test('a bulk on its way reads « en cours d’envoi », however many wait their turn', async () => {
  render(<PendingDecisionsButton />);
  for (const id of ['A1', 'A2', 'A3', 'A4', 'A5', 'A6']) await submit(decision(id));
  // Four go at a time; the two others are next, not waiting for the network.
  expect(net.posts).toHaveLength(4);
  await act(() => vi.advanceTimersByTimeAsync(500));
  expect(headerButton()).toHaveAccessibleName('6 décisions en cours d’envoi');
  await act(async () => {
    for (const post of net.posts.splice(0)) post.answer();
    await vi.advanceTimersByTimeAsync(0);
  });
  expect(headerButton()).toHaveAccessibleName('2 décisions en cours d’envoi');
});

test('the waiting list shows who (name and matricule), the decision, its reason and where it stands', async () => {
  render(<PendingDecisionsButton />);
  await submit(decision('12345678A'), 'KOUASSI Aya');
  await submit(decision('87654321B', 'rejected', 'Photo floue', 'photo'), 'KOUASSI Aya');
  await submit(decision('11111111C'));
  await noAnswer();
  fireEvent.click(headerButton()!);
  const list = screen.getByRole('list', { name: 'Décisions pas encore enregistrées' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'KOUASSI Aya · matricule 12345678A' +
      'Données validées' +
      'depuis 08:30 · en attente d’envoi (pas de réponse du serveur)',
    'KOUASSI Aya · matricule 87654321B' +
      'Photo rejetée — motif : Photo floue' +
      'depuis 08:30 · en attente d’envoi (pas de réponse du serveur)',
    'Élève 11111111C' +
      'Données validées' +
      'depuis 08:30 · en attente d’envoi (pas de réponse du serveur)',
  ]);
});

test('offline, « Envoyer maintenant » says so at once and sends nothing', async () => {
  render(<PendingDecisionsButton />);
  await submit(decision('12345678A'), 'KOUASSI Aya');
  await noAnswer();
  await setOnline(false);
  fireEvent.click(headerButton()!);
  const dialog = screen.getByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer maintenant' }));
  expect(within(dialog).getByRole('status')).toHaveTextContent(
    'Vous êtes hors ligne : rien ne peut être envoyé maintenant. Les décisions partiront d’elles-mêmes dès le retour du réseau.',
  );
  await act(() => vi.advanceTimersByTimeAsync(0));
  expect(net.posts).toHaveLength(0);
});

test('offline, « Envoyer puis se déconnecter » says so at once; nothing is disabled', async () => {
  await submit(decision('12345678A'), 'KOUASSI Aya');
  await noAnswer();
  await setOnline(false);
  const onLogout = vi.fn();
  render(<LogoutDialog onLogout={onLogout} onClose={() => undefined} />);
  fireEvent.click(screen.getByRole('button', { name: 'Envoyer puis se déconnecter' }));
  expect(screen.getByRole('alert')).toHaveTextContent(SEND_OFFLINE_TEXT);
  expect(SEND_OFFLINE_TEXT).toBe(
    'Vous êtes hors ligne : les décisions ne peuvent pas être envoyées maintenant. Gardez-les pour votre prochaine connexion, ou restez connecté jusqu’au retour du réseau.',
  );
  for (const button of screen.getAllByRole('button')) expect(button).toBeEnabled();
  expect(onLogout).not.toHaveBeenCalled();
});

test('the network lost while « Envoyer puis se déconnecter » waits: said at once, not after 10 s', async () => {
  await submit(decision('12345678A'), 'KOUASSI Aya');
  const onLogout = vi.fn();
  render(<LogoutDialog onLogout={onLogout} onClose={() => undefined} />);
  fireEvent.click(screen.getByRole('button', { name: 'Envoyer puis se déconnecter' }));
  // While it sends, the user may still keep them or stay.
  expect(screen.getByRole('button', { name: 'Rester connecté' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Garder pour la prochaine connexion' })).toBeEnabled();
  await setOnline(false);
  await act(() => vi.advanceTimersByTimeAsync(0));
  expect(screen.getByRole('alert')).toHaveTextContent(SEND_OFFLINE_TEXT);
  expect(onLogout).not.toHaveBeenCalled();
});
