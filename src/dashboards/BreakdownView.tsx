import { useState, type ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import EmptyState from '../common/EmptyState';
import type { Column } from './columns';
import CsvButton from './CsvButton';
import { loadStackedBarChart } from './chartLoader';
import StackedBarChart from './LazyStackedBarChart';
import type { BarSegment } from './StackedBarChart';
import StatsTable from './StatsTable';
import ViewSwitch, { type View } from './ViewSwitch';
import { formatCount } from './format';

// The charts download while the cards fetch their data, not once the data is there (a
// failure shows when a chart renders).
loadStackedBarChart().catch(() => undefined);

/** Bars drawn at first: all 42 DRENs, the first schools of a big DREN (more on demand). */
export const ROWS_SHOWN = 50;

export interface BreakdownViewProps<T> {
  /** In the order shown, by the chart and by the table alike. */
  rows: readonly T[];
  rowKey: (row: T) => number;
  /** A bar's name. */
  rowName: (row: T) => string;
  segments: readonly Omit<BarSegment, 'data'>[];
  segmentValue: (row: T, segmentId: string) => number;
  onSegmentClick?: (row: T, segmentId: string) => void;
  columns: readonly Column<T>[];
  footer?: T;
  caption: string;
  fileName: string;
  /** Left of the view switch (sort, search). */
  toolbar?: ReactNode;
  /** 'Graphique' or 'Tableau', kept by the card (src/dashboards/useUrlState.ts). */
  view: View;
  onViewChange: (view: View) => void;
}

/**
 * Rows as horizontal stacked bars or as a table (the same rows, the first 50 then more on
 * demand), with the 'Graphique / Tableau' switch and the CSV export of the selection (every
 * row the search and sort give, in that order). The total row sums the whole selection.
 */
const BreakdownView = <T,>({
  rows,
  rowKey,
  rowName,
  segments,
  segmentValue,
  onSegmentClick,
  columns,
  footer,
  caption,
  fileName,
  toolbar,
  view,
  onViewChange,
}: BreakdownViewProps<T>) => {
  const [limit, setLimit] = useState(ROWS_SHOWN);
  const shown = rows.slice(0, limit);
  const hidden = rows.length - shown.length;
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1.5,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        {toolbar ?? <span />}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <ViewSwitch view={view} onChange={onViewChange} />
          <CsvButton columns={columns} rows={rows} fileName={fileName} />
        </Box>
      </Box>
      {rows.length === 0 && <EmptyState message="Aucun résultat pour cette recherche." />}
      {rows.length > 0 && view === 'chart' && (
        <StackedBarChart
          label={caption}
          categories={shown.map(rowName)}
          segments={segments.map((segment) => ({
            ...segment,
            data: shown.map((row) => segmentValue(row, segment.id)),
          }))}
          onSegmentClick={
            onSegmentClick && ((index, segmentId) => onSegmentClick(shown[index], segmentId))
          }
        />
      )}
      {rows.length > 0 && view === 'table' && (
        <StatsTable
          caption={caption}
          columns={columns}
          rows={shown}
          rowKey={rowKey}
          footer={footer}
        />
      )}
      {hidden > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {`${formatCount(shown.length)} sur ${formatCount(rows.length)} affichés.`}
          </Typography>
          <Button size="small" onClick={() => setLimit(limit + ROWS_SHOWN)}>
            {`Afficher ${formatCount(Math.min(hidden, ROWS_SHOWN))} de plus`}
          </Button>
          <Button size="small" onClick={() => setLimit(rows.length)}>
            Tout afficher
          </Button>
        </Box>
      )}
    </Box>
  );
};

export default BreakdownView;
