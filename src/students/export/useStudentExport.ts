import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useListContext, useNotify } from 'react-admin';
import type { Student } from '../../api/types';
import { formatCount } from '../format';
import { downloadFile } from './downloadFile';
import { fetchAllPages } from './fetchAllPages';
import { studentsToCsv } from './studentCsv';

/** Records asked per request (the API's maximum). */
export const EXPORT_PAGE_SIZE = 1000;

export type ExportState =
  | { status: 'idle' }
  | { status: 'running'; done: number; total: number }
  | { status: 'error'; message: string };

const IDLE: ExportState = { status: 'idle' };
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Exports every student the list's filters select, in the list's order: pages of 1000 one
 * after the other with progress, cancellable, then a CSV download.
 */
export const useStudentExport = () => {
  const { filterValues, sort, total } = useListContext<Student & { id: string }>();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [state, setState] = useState<ExportState>(IDLE);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'running', done: 0, total: total ?? 0 });
    try {
      const students = await fetchAllPages<Student>({
        perPage: EXPORT_PAGE_SIZE,
        signal: current.signal,
        onProgress: (done, all) => setState({ status: 'running', done, total: all }),
        fetchPage: (page, perPage, signal) =>
          dataProvider.getList<Student & { id: string }>('student', {
            pagination: { page, perPage },
            sort,
            filter: filterValues,
            signal,
          }),
      });
      downloadFile(studentsToCsv(students), `eleves-${today()}.csv`, 'text/csv;charset=utf-8');
      setState(IDLE);
      notify(`Export terminé : ${formatCount(students.length)} élèves.`, { type: 'success' });
    } catch (error) {
      if (current.signal.aborted) {
        setState(IDLE);
        notify('Export annulé.', { type: 'info' });
      } else {
        setState({ status: 'error', message: (error as Error).message });
      }
    } finally {
      if (controller.current === current) controller.current = null;
    }
  };

  return {
    state,
    start,
    cancel: () => controller.current?.abort(),
    close: () => setState(IDLE),
  };
};
