import { useSyncExternalStore } from 'react';

/** The app's export under way (one at a time), outside React so it survives navigation. */
export type ExportState =
  | { status: 'idle' }
  | { status: 'running'; title: string; done: number; total: number }
  | { status: 'error'; title: string; message: string };

const IDLE: ExportState = { status: 'idle' };
let state: ExportState = IDLE;
let controller: AbortController | null = null;
const listeners = new Set<() => void>();

const set = (next: ExportState) => {
  state = next;
  listeners.forEach((listener) => listener());
};

export const exportState = () => state;

export const useExportState = (): ExportState =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    exportState,
    exportState,
  );

/**
 * Runs `task` as the app's export: its progress and errors are shown by <ExportProgress />
 * (mounted once in the layout), 'Annuler' aborts its signal. Resolves to whether it finished.
 */
export const runExport = async (
  title: string,
  total: number,
  task: (signal: AbortSignal, progress: (done: number, total: number) => void) => Promise<void>,
): Promise<'done' | 'cancelled' | 'failed'> => {
  controller?.abort();
  const current = new AbortController();
  controller = current;
  set({ status: 'running', title, done: 0, total });
  try {
    await task(current.signal, (done, all) => {
      if (controller === current) set({ status: 'running', title, done, total: all });
    });
    if (controller === current) set(IDLE);
    return 'done';
  } catch (error) {
    if (current.signal.aborted) {
      if (controller === current) set(IDLE);
      return 'cancelled';
    }
    if (controller === current) set({ status: 'error', title, message: (error as Error).message });
    return 'failed';
  } finally {
    if (controller === current) controller = null;
  }
};

export const cancelExport = () => controller?.abort();
export const dismissExport = () => {
  if (state.status === 'error') set(IDLE);
};
