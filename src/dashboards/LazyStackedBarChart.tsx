import { lazy, Suspense } from 'react';
import { Skeleton } from '@mui/material';
import { chartHeight, loadStackedBarChart } from './chartLoader';
import type { StackedBarChartProps } from './StackedBarChart';

const StackedBarChart = lazy(loadStackedBarChart);

/** The stacked bars, with a skeleton of their size while the charts library arrives. */
const LazyStackedBarChart = (props: StackedBarChartProps) => (
  <Suspense
    fallback={
      <Skeleton
        variant="rounded"
        height={chartHeight(props.categories.length)}
        role="progressbar"
        aria-label={`Chargement du graphique : ${props.label}`}
      />
    }
  >
    <StackedBarChart {...props} />
  </Suspense>
);

export default LazyStackedBarChart;
