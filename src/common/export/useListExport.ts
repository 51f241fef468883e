import { useDataProvider, useListContext, useNotify } from 'react-admin';
import type { CsvColumn } from './csv';
import { toCsv } from './csv';
import { downloadFile } from './downloadFile';
import { exportFileName, filterWords } from './exportFileName';
import { fetchAllPages } from './fetchAllPages';
import { runExport } from './exportStore';
import { EXPORT_CONCURRENCY, EXPORT_PAGE_SIZE } from './exportSettings';

export interface ListExportOptions<T> {
  /** The progress panel's title, e.g. 'Export CSV des élèves'. */
  title: string;
  /** Plural noun for the final notice: « Export terminé : 1 234 élèves. » */
  noun: string;
  /**
   * The file name before the list's filters and the date: 'eleves' →
   * eleves-dren-dimbokro-2026-11-28.csv (exportFileName.ts).
   */
  fileName: string;
  columns: readonly CsvColumn<T>[];
}

const today = () => new Date().toISOString().slice(0, 10);
const count = (value: number) => value.toLocaleString('fr-FR');

/**
 * Exports every record the list's filters select, in the list's order, as a CSV for French
 * Excel: large pages, a few at once, with progress and 'Annuler' in a panel that leaves the
 * app usable (and survives leaving the page).
 */
export const useListExport = <T>({ title, noun, fileName, columns }: ListExportOptions<T>) => {
  const { resource, filterValues, sort, total } = useListContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();

  const nameOf = (reference: string, id: unknown, field: string) =>
    dataProvider
      .getMany(reference, { ids: [id as string | number] })
      .then(({ data }) => (data[0] as Record<string, unknown> | undefined)?.[field])
      .then((name) => (typeof name === 'string' ? name : undefined))
      .catch(() => undefined);

  return async () => {
    let exported = 0;
    const outcome = await runExport(title, total ?? 0, async (signal, progress) => {
      const records = await fetchAllPages<T>({
        perPage: EXPORT_PAGE_SIZE,
        concurrency: EXPORT_CONCURRENCY,
        signal,
        onProgress: progress,
        fetchPage: (page, perPage, pageSignal) =>
          dataProvider.getList(resource, {
            pagination: { page, perPage },
            sort,
            filter: filterValues,
            signal: pageSignal,
          }) as Promise<{ data: T[]; total?: number }>,
      });
      exported = records.length;
      const words = await filterWords(filterValues, nameOf);
      downloadFile(
        toCsv(columns, records),
        exportFileName(fileName, words, today()),
        'text/csv;charset=utf-8',
      );
    });
    if (outcome === 'done')
      notify(`Export terminé : ${count(exported)} ${noun}.`, { type: 'success' });
    if (outcome === 'cancelled') notify('Export annulé.', { type: 'info' });
  };
};
