import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useResourceDefinitions, type RaRecord, type ResourceDefinition } from 'react-admin';
import {
  recordNotice,
  recordNounOf,
  recordsNotice,
  type NoticeAction,
} from '../common/recordNotice';

/** react-admin's notices after a create, an edit or a delete in a resource's views. */
const RESOURCE_NOTICE = /^resources\.([^.]+)\.notifications\.(created|updated|deleted)$/;

const MUTATION: Record<NoticeAction, string> = {
  created: 'create',
  updated: 'update',
  deleted: 'delete',
};

/**
 * The record of the resource's latest write of that kind, from react-admin's mutations
 * (keyed `[resource, 'create' | 'update' | 'delete', params]`): what the server answered, or
 * for a deletion the record as it was.
 */
const writtenRecord = (
  queryClient: QueryClient,
  resource: string,
  action: NoticeAction,
): RaRecord | undefined => {
  const [latest] = queryClient
    .getMutationCache()
    .findAll({ mutationKey: [resource, MUTATION[action]] })
    .sort((a, b) => b.state.submittedAt - a.state.submittedAt);
  if (!latest) return undefined;
  type Params = { previousData?: RaRecord; data?: RaRecord } | undefined;
  const variables = latest.state.variables as Params;
  const keyParams = latest.options.mutationKey?.[2] as Params;
  const answered = latest.state.data as RaRecord | undefined;
  if (action === 'deleted') return variables?.previousData ?? keyParams?.previousData ?? answered;
  return answered ?? variables?.data ?? keyParams?.data;
};

const representationOf = (
  definition: ResourceDefinition | undefined,
  record: RaRecord,
): string | undefined => {
  const represent = definition?.recordRepresentation;
  const name =
    typeof represent === 'string'
      ? record[represent]
      : typeof represent === 'function'
        ? represent(record)
        : undefined;
  return typeof name === 'string' || typeof name === 'number' ? String(name) : undefined;
};

/**
 * Turns react-admin's « Élément créé / modifié / supprimé » into a notice naming the record
 * (`src/common/recordNotice.ts`); undefined for any other message.
 */
export const useRecordNotice = () => {
  const queryClient = useQueryClient();
  const definitions = useResourceDefinitions();
  return useCallback(
    (message: string, args: { smart_count?: number } = {}): string | undefined => {
      const match = RESOURCE_NOTICE.exec(message);
      const noun = match && recordNounOf(match[1]);
      if (!match || !noun) return undefined;
      const [, resource, action] = match as unknown as [string, string, NoticeAction];
      const count = args.smart_count ?? 1;
      if (count !== 1) return recordsNotice(noun, action, count);
      const record = writtenRecord(queryClient, resource, action);
      const name = record && representationOf(definitions[resource], record);
      return recordNotice(noun, action, name);
    },
    [definitions, queryClient],
  );
};
