import { filteredListPath } from '../common/filteredListPath';
import { ERRORS_PATH } from './SynchronizationTabs';

/** A run's page. */
export const runPath = (id: number | string): string => `/synchronization/${id}/show`;

/** The errors list, filtered (by run and/or entity). */
export const errorsPath = (filter: { syncHistory_id?: number; syncError_entity?: string }) =>
  filteredListPath(ERRORS_PATH, filter);
