import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ValidationState } from '../api/types';
import { backToPending, DECIDED_LABELS, UNDO_LABEL, type Target, type Verdict } from './labels';
import { decisionPayload } from '../outbox/decisionPayload';
import { describeFailure } from './describeFailure';
import { answeredInPlace } from '../common/toastActions';
import { isAbort } from '../api/errors';
import { decisionOutbox } from '../outbox/decisionOutbox';
import { recentDecisions } from '../recentDecisions/recentStore';
import { WAITING_DESCRIPTION } from '../outbox/texts';

export interface DecisionSubject {
  idNumber: string;
  /** The student's name, as the messages say it. */
  name: string;
  target: Target;
}

export type DecisionStatus =
  | { kind: 'idle' }
  | { kind: 'sending'; verdict: Verdict }
  /** Recorded by this user here: it can be undone. */
  | { kind: 'decided'; verdict: Verdict }
  /** Sent without an answer: kept in the outbox, it goes out when the network is back. */
  | { kind: 'waiting'; verdict: Verdict }
  | { kind: 'undoing'; verdict: Verdict }
  /** Not recorded (or not known to be): the reason typed is kept for the next try. */
  | { kind: 'failed'; message: string; comment: string };

/**
 * What the record now is on the server: its new state, or `undefined` when it must be read
 * again (another controller decided it first).
 */
type OnChanged = (state: ValidationState | undefined) => void;

/**
 * One record decided where it is seen (photo viewer, student page), as the queue decides:
 * the same call and payload, through the outbox (kept and resent by itself, exactly once,
 * when no answer came; withdrawn there by an undo), undone by its author (back to pending),
 * a refusal told in French with the reason typed kept. Toasts carry the record's id, so a newer message replaces an older one.
 */
export const useDecision = ({ idNumber, name, target }: DecisionSubject, onChanged: OnChanged) => {
  const queryClient = useQueryClient();
  const [status, setStatusState] = useState<DecisionStatus>({ kind: 'idle' });
  // The toast's « Annuler » outlives the render that made it: it reads the status from here.
  const current = useRef(status);
  const setStatus = (next: DecisionStatus) => {
    current.current = next;
    setStatusState(next);
  };
  // One toast per record: a newer message replaces the older one, all of it (sonner keeps
  // the fields an update leaves out, such as an error's description or an « Annuler »).
  const say = (
    show: typeof toast | typeof toast.error,
    title: string,
    { description, undoable = false }: { description?: string; undoable?: boolean } = {},
  ) =>
    show(title, {
      id: `decision-${target}-${idNumber}`,
      description,
      action: undoable ? answeredInPlace(UNDO_LABEL, () => void undo()) : undefined,
    });

  const withdraw = useRef<AbortController | null>(null);
  const undoAsked = useRef(false);
  // This decision's entry among the recent decisions.
  const entry = useRef('');

  const recorded = (state: ValidationState | undefined) => {
    onChanged(state);
    // The history, the student's decisions, the queue and its counts are read again.
    for (const queryKey of [
      ['validation-decisions'],
      ['validation'],
      ['api', 'validation.list'],
      ['api', 'photo.byStudent'],
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };

  const undo = async () => {
    const before = current.current;
    if (before.kind === 'waiting') {
      // Sent once, it may be recorded: the outbox asks the server, and if so answers it as
      // accepted, and it is undone there (`decide` below), never here alone.
      undoAsked.current = true;
      withdraw.current?.abort();
      return;
    }
    if (before.kind !== 'decided') return;
    setStatus({ kind: 'undoing', verdict: before.verdict });
    try {
      await decisionOutbox.submit(decisionPayload(idNumber, target, 'pending'), { label: name });
      setStatus({ kind: 'idle' });
      recentDecisions.update(entry.current, { undone: true });
      say(toast, `Décision annulée : ${backToPending(target, name)}.`);
      recorded('pending');
    } catch (error) {
      setStatus(before);
      say(toast.error, `Annulation impossible : ${name}`, {
        description: describeFailure(error).message,
      });
    }
  };

  const decide = async (verdict: Verdict, comment = '') => {
    const { kind } = current.current;
    if (kind === 'sending' || kind === 'undoing' || kind === 'waiting') return;
    setStatus({ kind: 'sending', verdict });
    const controller = new AbortController();
    withdraw.current = controller;
    undoAsked.current = false;
    entry.current = recentDecisions.add({
      origin: 'record',
      target,
      state: verdict,
      comment,
      students: [{ idNumber, name }],
    });
    try {
      await decisionOutbox.submit(decisionPayload(idNumber, target, verdict, comment), {
        signal: controller.signal,
        label: name,
        onWaiting: () => {
          setStatus({ kind: 'waiting', verdict });
          recentDecisions.update(entry.current, { delivery: 'waiting' });
          say(toast.warning, `Décision en attente d’envoi : ${name}`, {
            description: WAITING_DESCRIPTION,
          });
        },
      });
      setStatus({ kind: 'decided', verdict });
      recentDecisions.update(entry.current, { delivery: 'sent' });
      recorded(verdict);
      if (undoAsked.current) return void undo();
      say(toast, `${DECIDED_LABELS[target][verdict]} : ${name}`, { undoable: true });
    } catch (error) {
      // Not recorded: not a decision to undo.
      recentDecisions.remove(entry.current);
      if (isAbort(error)) {
        setStatus({ kind: 'idle' });
        say(toast, `Décision retirée avant son envoi : ${name} reste en attente.`);
        return;
      }
      const { message, status: code } = describeFailure(error);
      setStatus({ kind: 'failed', message, comment });
      say(toast.error, `Décision non enregistrée : ${name}`, { description: message });
      // Decided by someone else first: the record is read again and shows their decision.
      if (code === 409) recorded(undefined);
    }
  };

  return { status, decide, undo };
};
