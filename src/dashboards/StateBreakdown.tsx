import type { ReactNode } from 'react';
import { useTheme } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import type { ValidationState } from '../api/types';
import BreakdownView from './BreakdownView';
import type { View } from './ViewSwitch';
import type { Column } from './columns';
import { stateColumns, type StateLinks } from './stateColumns';
import { STACK, STATE_LABELS, sumRows, type StateRow, type Target } from './stateRows';

interface StateBreakdownProps<R extends StateRow> {
  /** Already searched and sorted. */
  rows: readonly R[];
  target: Target;
  /** 'DREN', 'École': the name column's header. */
  nameHeader: string;
  caption: string;
  fileName: string;
  links?: StateLinks;
  extraColumns?: readonly Column<R>[];
  toolbar?: ReactNode;
  view: View;
  onViewChange: (view: View) => void;
}

/**
 * Rows stacked validated / pending / rejected. A click on a bar's segment follows
 * `links.segment` for that state, else `links.row`.
 */
const StateBreakdown = <R extends StateRow>({
  rows,
  target,
  nameHeader,
  caption,
  fileName,
  links = {},
  extraColumns = [],
  toolbar,
  view,
  onViewChange,
}: StateBreakdownProps<R>) => {
  const { palette } = useTheme();
  const navigate = useNavigate();
  const colors: Record<ValidationState, string> = {
    validated: palette.success.main,
    pending: palette.warning.main,
    rejected: palette.error.main,
  };
  const clickable = Boolean(links.row || links.segment);
  return (
    <BreakdownView<R>
      rows={rows}
      rowKey={(row) => row.id}
      rowName={(row) => row.name}
      segments={STACK.map((state) => ({
        id: state,
        label: STATE_LABELS[state],
        color: colors[state],
      }))}
      segmentValue={(row, state) => row[state as ValidationState]}
      onSegmentClick={
        clickable
          ? (row, state) => {
              const to = links.segment?.(row, state as ValidationState) ?? links.row?.(row);
              if (to) navigate(to);
            }
          : undefined
      }
      columns={[...(stateColumns(nameHeader, target, links) as Column<R>[]), ...extraColumns]}
      footer={{ id: 0, name: 'Total', ...sumRows(rows) } as R}
      caption={caption}
      fileName={fileName}
      toolbar={toolbar}
      view={view}
      onViewChange={onViewChange}
    />
  );
};

export default StateBreakdown;
