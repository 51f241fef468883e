import { useState, type ReactElement } from 'react';
import {
  useGetRecordRepresentation,
  useListContext,
  useNotify,
  useRefresh,
  type Identifier,
} from 'react-admin';
import { bulkOutcomeOf, type BulkOutcome } from '../../api/bulk';
import BulkSummaryDialog from './BulkSummaryDialog';

/**
 * For a bulk action inside a list: `report(error)` in its onError shows which records
 * failed and why (a dialog naming each one), refreshes the list, and keeps only the failed
 * records selected. Any other error becomes an error toast. Render `summary` next to the button.
 */
export const useBulkSummary = (
  action: 'update' | 'delete',
): { report: (error: unknown) => void; summary: ReactElement } => {
  const { data, resource, onSelect } = useListContext();
  const represent = useGetRecordRepresentation(resource);
  const refresh = useRefresh();
  const notify = useNotify();
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const [names, setNames] = useState<Map<Identifier, string>>(new Map());

  const report = (error: unknown) => {
    const bulk = bulkOutcomeOf(error);
    if (!bulk) {
      notify((error as Error | null)?.message ?? 'Une erreur inattendue est survenue.', {
        type: 'error',
      });
      return;
    }
    // Names are taken before the refresh drops the deleted records from the list.
    const known = new Map<Identifier, string>();
    for (const record of data ?? []) known.set(record.id, String(represent(record)));
    setNames(known);
    setOutcome(bulk);
    onSelect(bulk.failed.map(({ id }) => id));
    refresh();
  };

  const summary = (
    <BulkSummaryDialog
      outcome={outcome}
      action={action}
      labelOf={(id) => names.get(id) ?? `n° ${id}`}
      onClose={() => setOutcome(null)}
    />
  );
  return { report, summary };
};
