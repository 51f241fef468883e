import type { MutationCache } from '@tanstack/react-query';
import { getCurrentUser } from '../auth/clientSession';
import { removeDraft } from './draftStore';

const watched = new WeakSet<MutationCache>();

/**
 * A saved form's draft is removed once the server has taken it: react-admin's create and
 * update calls carry `[resource, 'create' | 'update', { id }]` as their mutation key. Watched
 * on the cache rather than from the form, since a save's redirect may unmount the form before
 * the mutation reports its success; a save the server refused keeps the draft.
 */
export const removeDraftsOnSave = (cache: MutationCache): void => {
  if (watched.has(cache)) return;
  watched.add(cache);
  cache.subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const [resource, kind, params] = (event.mutation.options.mutationKey ?? []) as unknown[];
    const loginId = getCurrentUser()?.login_id;
    if (typeof resource !== 'string' || loginId === undefined) return;
    if (kind === 'create') removeDraft({ loginId, resource });
    const recordId = (params as { id?: string | number } | undefined)?.id;
    if (kind === 'update' && recordId !== undefined) removeDraft({ loginId, resource, recordId });
  });
};
