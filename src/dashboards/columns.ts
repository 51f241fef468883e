import type { ReactNode } from 'react';

/**
 * One column of a dashboard table, and of its CSV export: what the screen shows and what
 * the spreadsheet gets (plain numbers) come from the same definition.
 */
export interface Column<T> {
  header: string;
  /** The cell on screen (formatted text, a link...); `total`: in the row of totals. */
  render: (row: T, total?: boolean) => ReactNode;
  /** The cell in the CSV; without it the column is not exported (links, actions). */
  csv?: (row: T) => unknown;
  numeric?: boolean;
}
