import { useState, type ReactNode } from 'react';
import { Box } from '@mui/material';
import EmptyState from '../common/EmptyState';
import type { Column } from './columns';
import CsvButton from './CsvButton';
import StackedBarChart, { type BarSegment } from './StackedBarChart';
import StatsTable from './StatsTable';
import ViewSwitch, { type View } from './ViewSwitch';

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
}

/**
 * Rows as horizontal stacked bars or as a table, with the 'Graphique / Tableau' switch and
 * the CSV export of exactly what is shown.
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
}: BreakdownViewProps<T>) => {
  const [view, setView] = useState<View>('chart');
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
          <ViewSwitch view={view} onChange={setView} />
          <CsvButton columns={columns} rows={rows} fileName={fileName} />
        </Box>
      </Box>
      {rows.length === 0 && <EmptyState message="Aucun résultat pour cette recherche." />}
      {rows.length > 0 && view === 'chart' && (
        <StackedBarChart
          label={caption}
          categories={rows.map(rowName)}
          segments={segments.map((segment) => ({
            ...segment,
            data: rows.map((row) => segmentValue(row, segment.id)),
          }))}
          onSegmentClick={
            onSegmentClick && ((index, segmentId) => onSegmentClick(rows[index], segmentId))
          }
        />
      )}
      {rows.length > 0 && view === 'table' && (
        <StatsTable
          caption={caption}
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          footer={footer}
        />
      )}
    </Box>
  );
};

export default BreakdownView;
