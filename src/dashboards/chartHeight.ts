const ROW_HEIGHT = 28;

/** The chart's height for its number of bars (its skeleton takes the same room). */
export const chartHeight = (bars: number) => Math.max(160, bars * ROW_HEIGHT + 90);
