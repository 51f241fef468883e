import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useRecordContext, useResourceContext } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { getCurrentUser, isLeavingForLogin } from '../auth/clientSession';
import {
  readDraft,
  removeDraft,
  removeExpiredDrafts,
  writeDraft,
  type Draft,
  type DraftId,
} from './draftStore';
import { keptValues, passwordInputNames } from './keptValues';
import { removeDraftsOnSave } from './removeOnSave';

/** Typing is written at most once a second (and at once on submit or when the page goes). */
export const DRAFT_WRITE_DELAY_MS = 1000;

/**
 * Its author's session, or the one a forced end is leaving (its 8 s toast): what is typed then
 * is kept. After an explicit logout nothing more is written.
 */
const mayWriteFor = (loginId: number) =>
  getCurrentUser()?.login_id === loginId || isLeavingForLogin();

export interface FormDraft {
  /** The draft found when the form opened, until the user takes it back or ignores it. */
  offer: Draft | null;
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
  const { subscribe, getValues, setValue } = useFormContext();
  const mutationCache = useQueryClient().getMutationCache();
  const [owner] = useState(() => getCurrentUser()?.login_id ?? null);
  const id = useMemo<DraftId | null>(
    () => (owner !== null && resource ? { loginId: owner, resource, recordId } : null),
    [owner, resource, recordId],
  );
  const [offer, setOffer] = useState<Draft | null>(() => {
    removeExpiredDrafts();
    return id ? readDraft(id) : null;
  });
  const offered = useRef(offer !== null);

  useEffect(() => removeDraftsOnSave(mutationCache), [mutationCache]);

  useEffect(() => {
    if (!id) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let dirtyFields: Record<string, unknown> = {};
    const write = () => {
      clearTimeout(timer);
      timer = undefined;
      if (offered.current || !mayWriteFor(id.loginId)) return;
      const values = keptValues(getValues(), dirtyFields, passwordInputNames());
      if (Object.keys(values).length > 0) writeDraft(id, values);
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

  const resume = useCallback(() => {
    if (!offer) return;
    offered.current = false;
    Object.entries(offer.values).forEach(([name, value]) =>
      setValue(name, value, { shouldDirty: true, shouldTouch: true }),
    );
    setOffer(null);
  }, [offer, setValue]);

  const ignore = useCallback(() => {
    offered.current = false;
    if (id) removeDraft(id);
    setOffer(null);
  }, [id]);

  return { offer, resume, ignore };
};
