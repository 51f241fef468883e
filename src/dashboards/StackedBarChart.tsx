import { useMemo } from 'react';
import { Box, useMediaQuery, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { frFRLocalText } from '@mui/x-charts/locales';
import { useNarrowScreen } from '../common/useNarrowScreen';
import { chartHeight } from './chartHeight';
import { distinctLabels } from './distinctLabels';
import { formatCount } from './format';
import { tickLabelMeasure } from './textMeasure';
import { useHideTooltipOnScroll } from './useHideTooltipOnScroll';

export interface BarSegment {
  id: string;
  label: string;
  color: string;
  /** One value per category, in the categories' order. */
  data: readonly number[];
}

export interface StackedBarChartProps {
  /** The bars' names (DRENs, schools), top to bottom. */
  categories: readonly string[];
  segments: readonly BarSegment[];
  /** A click on one segment of one bar. */
  onSegmentClick?: (index: number, segmentId: string) => void;
  label: string;
}

/** On a phone every character counts: 'DREN Abidjan 1' reads 'Abidjan 1' (the card says DREN). */
const shortLabel = (name: string) => name.replace(/^DREN\s+/i, '');

/** The tick's length and its gap to the label (MUI X Charts' defaults), and a safety pixel. */
const TICK_AND_GAP = 6 + 2 + 1;

/**
 * Horizontal stacked bars: the long names read on their own line at any width, and one to 42
 * (or more) bars fit by growing the chart's height. French numbers and texts.
 */
const StackedBarChart = ({ categories, segments, onSegmentClick, label }: StackedBarChartProps) => {
  const narrow = useNarrowScreen();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const height = chartHeight(categories.length);
  const axisWidth = narrow ? 150 : wide ? 260 : 200;
  const fontSize = narrow ? 11 : 12;
  // Cut by us, not by the chart's end ellipsis: two long names must not read alike.
  const names = categories.join('\n');
  const ticks = useMemo(
    () =>
      distinctLabels(
        narrow ? categories.map(shortLabel) : categories,
        axisWidth - TICK_AND_GAP,
        tickLabelMeasure(theme, fontSize),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `names` stands for `categories`
    [names, narrow, axisWidth, theme, fontSize],
  );
  const tooltip = useHideTooltipOnScroll();
  return (
    <Box
      aria-label={label}
      role="figure"
      onPointerMove={tooltip.onPointerMove}
      sx={{
        width: '100%',
        minWidth: 0,
        '& .MuiBarChart-element': onSegmentClick ? { cursor: 'pointer' } : undefined,
      }}
    >
      <ChartsLocalizationProvider localeText={frFRLocalText}>
        <BarChart
          layout="horizontal"
          skipAnimation
          height={height}
          yAxis={[
            {
              scaleType: 'band',
              // Indexes, not names: two schools may share a name, and a band axis merges equal values.
              data: categories.map((_, index) => index),
              // The tooltip names the bar in full.
              valueFormatter: (index: number, context) =>
                (context.location === 'tick' ? ticks[index] : categories[index]) ?? '',
              width: axisWidth,
              tickLabelStyle: { fontSize, fill: theme.palette.text.primary },
            },
          ]}
          xAxis={[
            {
              valueFormatter: (value: number) => formatCount(value),
              tickNumber: narrow ? 3 : 8,
              tickLabelStyle: { fill: theme.palette.text.secondary },
            },
          ]}
          series={segments.map((segment) => ({
            id: segment.id,
            label: segment.label,
            color: segment.color,
            data: [...segment.data],
            stack: 'total',
            valueFormatter: (value: number | null) => (value === null ? '' : formatCount(value)),
          }))}
          margin={{ left: 4, right: narrow ? 16 : 24 }}
          slotProps={{ tooltip: { trigger: tooltip.hidden ? 'none' : 'axis' } }}
          onItemClick={
            onSegmentClick
              ? (_, item) => onSegmentClick(item.dataIndex, String(item.seriesId))
              : undefined
          }
        />
      </ChartsLocalizationProvider>
    </Box>
  );
};

export default StackedBarChart;
