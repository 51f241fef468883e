import { useEffect, useState } from 'react';
import { Skeleton } from '@mui/material';
import { chartHeight } from './chartHeight';
import { loadedStackedBarChart, loadStackedBarChart } from './chartLoader';
import type { StackedBarChartProps } from './StackedBarChart';

/**
 * The stacked bars, with a skeleton of their size while the charts library arrives. Not
 * React.lazy: a Suspense boundary shown even for an instant holds the chart back 300 ms
 * (React's reveal throttle), though the library is usually there with the data.
 */
const LazyStackedBarChart = (props: StackedBarChartProps) => {
  const [Chart, setChart] = useState(() => loadedStackedBarChart());
  const [failure, setFailure] = useState<unknown>();
  useEffect(() => {
    if (Chart) return;
    let current = true;
    loadStackedBarChart().then(
      (loaded) => current && setChart(() => loaded),
      (error: unknown) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
  }, [Chart]);
  // A chunk that cannot be downloaded: the page's error boundary says so.
  if (failure) throw failure;
  if (!Chart) {
    return (
      <Skeleton
        variant="rounded"
        height={chartHeight(props.categories.length)}
        role="progressbar"
        aria-label={`Chargement du graphique : ${props.label}`}
      />
    );
  }
  return <Chart {...props} />;
};

export default LazyStackedBarChart;
