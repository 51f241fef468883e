import type { ComponentType } from 'react';
import type { StackedBarChartProps } from './StackedBarChart';

type Chart = ComponentType<StackedBarChartProps>;

let loaded: Chart | undefined;
let loading: Promise<Chart> | undefined;

/**
 * The charts library (@mui/x-charts, ~90 kB gzip) in a chunk of its own: a dashboard's cards
 * render and fetch their data at once, and the chart draws when both are there. A failed
 * download is tried again on the next call.
 */
export const loadStackedBarChart = (): Promise<Chart> =>
  (loading ??= import('./StackedBarChart').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));

/** The chart component once downloaded. */
export const loadedStackedBarChart = (): Chart | undefined => loaded;
