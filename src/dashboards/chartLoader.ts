/**
 * The charts library (@mui/x-charts, ~90 kB gzip) in a chunk of its own: a dashboard's cards
 * render and fetch their data at once, and the chart draws when both are there.
 */
export const loadStackedBarChart = () => import('./StackedBarChart');

const ROW_HEIGHT = 28;

/** The chart's height for its number of bars (its skeleton takes the same room). */
export const chartHeight = (bars: number) => Math.max(160, bars * ROW_HEIGHT + 90);
