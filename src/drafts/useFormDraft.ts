import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRecordContext, useResourceContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { getCurrentUser, isLeavingForLogin } from '../auth/clientSession';
import { toast } from 'sonner';
import {
  readDraft,
  removeDraft,
  removeExpiredDrafts,
  writeDraft,
  type Draft,
  type DraftId,
} from './draftStore';
import { draftRefusedText, notRestoredText } from './draftTexts';
import { keptValues, passwordInputNames } from './keptValues';
import { removeDraftsOnSave } from './removeOnSave';
import { fieldLabel, restorableFields } from './restorableFields';

/** Typing is written at most once a second (and at once on submit or when the page goes). */
export const DRAFT_WRITE_DELAY_MS = 1000;

/**
 * Its author's session, or the one a forced end is leaving (its 8 s toast): what is typed then
 * is kept. After an explicit logout nothing more is written.
 */
const mayWriteFor = (loginId: number) =>
  getCurrentUser()?.login_id === loginId || isLeavingForLogin();

/** A draft offered back: when, and the fields it would fill (their labels on screen). */
export interface DraftOffer extends Draft {
  fields: { name: string; label: string }[];
}

export interface FormDraft {
  /** The draft found when the form opened, until the user takes it back or ignores it. */
  offer: DraftOffer | null;
  resume: () => void;
  ignore: () => void;
}

/**
 * Keeps what is typed in the form around it (react-admin's, in a resource's create or edit
 * view) as its author's draft, and offers back the one found when the form opens. While that
 * offer waits for an answer, nothing overwrites it.
 */
export const useFormDraft = (): FormDraft => {
  const resource = useResourceContext();
  const recordId = useRecordContext()?.id ?? null;
  const { subscribe, getValues, setValue, trigger, getFieldState, clearErrors, control } =
    useFormContext();
  const mutationCache = useQueryClient().getMutationCache();
  const [owner] = useState(() => getCurrentUser()?.login_id ?? null);
  const id = useMemo<DraftId | null>(
    () => (owner !== null && resource ? { loginId: owner, resource, recordId } : null),
    [owner, resource, recordId],
  );
  const [offer, setOffer] = useState<DraftOffer | null>(null);
  // Until the kept draft is read (sealed: a promise), nothing is written over it.
  const offered = useRef(true);

  useEffect(() => removeDraftsOnSave(mutationCache), [mutationCache]);

  useEffect(() => {
    // This form's draft is read (a bad one refused and told) before any other's clean-up.
    const reading = id ? readDraft(id) : null;
    removeExpiredDrafts();
    if (!reading || !id) return undefined;
    let current = true;
    void reading.then((found) => {
      if (!current) return;
      offered.current = false;
      if (found && 'refused' in found)
        toast.error(draftRefusedText(found.refused), { duration: Infinity });
      if (!found || !('draft' in found)) return;
      const names = restorableFields(found.draft.values, control, (name) => getValues(name));
      if (names.length === 0) return removeDraft(id);
      offered.current = true;
      setOffer({
        ...found.draft,
        fields: names.map((name) => ({ name, label: fieldLabel(name) })),
      });
    });
    return () => {
      current = false;
    };
  }, [id, control, getValues]);

  useEffect(() => {
    if (!id) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let dirtyFields: Record<string, unknown> = {};
    const write = () => {
      clearTimeout(timer);
      timer = undefined;
      if (offered.current || !mayWriteFor(id.loginId)) return;
      const values = keptValues(getValues(), dirtyFields, passwordInputNames());
      if (Object.keys(values).length > 0) void writeDraft(id, values);
      else removeDraft(id);
    };
    const flush = () => {
      if (timer !== undefined) write();
    };
    const unsubscribe = subscribe({
      formState: { values: true, dirtyFields: true },
      callback: (state) => {
        dirtyFields = (state.dirtyFields ?? {}) as Record<string, unknown>;
        // A field's change names it; a reset (the record loaded, a save's end) does not.
        if (state.name === undefined) return;
        clearTimeout(timer);
        timer = setTimeout(write, DRAFT_WRITE_DELAY_MS);
      },
    });
    window.addEventListener('pagehide', flush);
    // Written before the save is sent (capture: ahead of the form's own handler), so that the
    // save's success removes the latest draft.
    document.addEventListener('submit', flush, true);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('submit', flush, true);
      clearTimeout(timer);
    };
  }, [id, subscribe, getValues]);

  /** Fills the offered fields as if typed; those the form's rules refuse are put back and told. */
  const resume = useCallback(async () => {
    if (!offer) return;
    setOffer(null);
    const before = new Map(offer.fields.map(({ name }) => [name, getValues(name) as unknown]));
    for (const { name } of offer.fields)
      setValue(name, offer.values[name], { shouldDirty: true, shouldTouch: true });
    await trigger(offer.fields.map(({ name }) => name));
    const refused = offer.fields.filter(({ name }) => getFieldState(name).invalid);
    for (const { name } of refused) {
      setValue(name, before.get(name), { shouldDirty: true });
      clearErrors(name);
    }
    offered.current = false;
    if (refused.length > 0) toast.warning(notRestoredText(refused.map(({ label }) => label)));
  }, [offer, getValues, setValue, trigger, getFieldState, clearErrors]);

  const ignore = useCallback(() => {
    offered.current = false;
    if (id) removeDraft(id);
    setOffer(null);
  }, [id]);

  return { offer, resume: () => void resume(), ignore };
};
