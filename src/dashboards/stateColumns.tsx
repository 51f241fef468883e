import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { ValidationState } from '../api/types';
import type { Column } from './columns';
import { csvPercent, formatCount, formatPercent } from './format';
import { STACK, STATE_LABELS, TARGETS, type StateRow, type Target } from './stateRows';

export interface StateLinks {
  /** The row's drill-down (its name links there). */
  row?: (row: StateRow) => string;
  /** Where one state of the row leads (its count links there), if anywhere. */
  segment?: (row: StateRow, state: ValidationState) => string | undefined;
}

const linkTo = (to: string | undefined, text: string) =>
  to ? (
    <Link component={RouterLink} to={to} underline="hover">
      {text}
    </Link>
  ) : (
    text
  );

/** Name, the three states, the total and the rate: the table and the CSV of a breakdown. */
export const stateColumns = (
  nameHeader: string,
  target: Target,
  links: StateLinks = {},
): Column<StateRow>[] => [
  {
    header: nameHeader,
    render: (row, total) => (total ? row.name : linkTo(links.row?.(row), row.name)),
    csv: (row) => row.name,
  },
  ...STACK.map((state): Column<StateRow> => ({
    header: STATE_LABELS[state],
    numeric: true,
    render: (row, total) =>
      total || row[state] === 0
        ? formatCount(row[state])
        : linkTo(links.segment?.(row, state), formatCount(row[state])),
    csv: (row) => row[state],
  })),
  {
    header: TARGETS[target].totalLabel,
    numeric: true,
    render: (row) => formatCount(row.total),
    csv: (row) => row.total,
  },
  {
    header: TARGETS[target].rateLabel,
    numeric: true,
    render: (row) => formatPercent(TARGETS[target].rate(row)),
    csv: (row) => csvPercent(TARGETS[target].rate(row)),
  },
];
