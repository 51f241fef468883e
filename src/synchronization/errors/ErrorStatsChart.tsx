import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { frFRLocalText } from '@mui/x-charts/locales';
import { ENTITY_LABELS } from '../labels';
import type { SyncErrorStat } from '../../api/types';

/** The errors by entity as bars (MUI X Charts, in a chunk of its own). */
const ErrorStatsChart = ({ stats, height }: { stats: SyncErrorStat[]; height: number }) => {
  const theme = useTheme();
  return (
    <BarChart
      height={height}
      localeText={frFRLocalText}
      xAxis={[
        {
          scaleType: 'band',
          data: stats.map(({ syncError_entity }) => ENTITY_LABELS[syncError_entity]),
        },
      ]}
      yAxis={[{ tickMinStep: 1, width: 40 }]}
      series={[
        {
          data: stats.map(({ count }) => count),
          label: 'Erreurs',
          color: theme.palette.error.main,
        },
      ]}
      hideLegend
      margin={{ left: 0, right: 8, top: 16, bottom: 0 }}
    />
  );
};

export default ErrorStatsChart;
