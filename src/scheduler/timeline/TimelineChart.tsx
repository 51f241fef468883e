import { showDate } from '../../common/dates';
import { Box, Typography } from '@mui/material';
import { formatTime } from '../format';
import ExecutionBar from './ExecutionBar';
import PlannedMark from './PlannedMark';
import type { TimelineRow } from './timelineRows';
import { percentOf, ticksOf, type TimeWindow } from './timelineWindow';

const NAME_WIDTH = { xs: 150, sm: 200 };
/** The task names stay in view while the chart scrolls sideways on a narrow screen. */
const stickyName = {
  width: NAME_WIDTH,
  flexShrink: 0,
  position: 'sticky',
  left: 0,
  zIndex: 4,
  bgcolor: 'background.paper',
} as const;
const WEEKDAY = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

const tickLabel = (time: number, range: TimeWindow) =>
  range.mode === 'day' ? formatTime(time).slice(0, 5) : showDate(WEEKDAY, time);

/** Gridlines at each graduation, behind the bars. */
const Grid = ({ range }: { range: TimeWindow }) => (
  <>
    {ticksOf(range).map((tick) => (
      <Box
        key={tick}
        aria-hidden
        sx={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          left: `${percentOf(tick, range)}%`,
          borderLeft: 1,
          borderColor: 'divider',
        }}
      />
    ))}
  </>
);

/** One line per task; time runs left to right over the window, now marked in red. */
const TimelineChart = ({ window: range, rows }: { window: TimeWindow; rows: TimelineRow[] }) => {
  const now = Date.now();
  const showNow = now >= range.from && now < range.to;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box
        role="table"
        aria-label="Chronologie des exécutions"
        sx={{ minWidth: 760, bgcolor: 'background.paper', borderRadius: 1 }}
      >
        <Box role="row" sx={{ display: 'flex', borderBottom: 1, borderColor: 'divider' }}>
          <Box role="columnheader" sx={{ ...stickyName, py: 0.5 }}>
            <Typography variant="caption" color="text.secondary">
              Tâche
            </Typography>
          </Box>
          <Box role="columnheader" sx={{ position: 'relative', flex: 1, height: 24 }}>
            {ticksOf(range).map((tick) => (
              <Typography
                key={tick}
                variant="caption"
                color="text.secondary"
                sx={{
                  position: 'absolute',
                  left: `${percentOf(tick, range)}%`,
                  pl: 0.5,
                  whiteSpace: 'nowrap',
                }}
              >
                {tickLabel(tick, range)}
              </Typography>
            ))}
          </Box>
        </Box>
        {rows.map((row) => (
          <Box
            role="row"
            key={row.taskId}
            sx={{ display: 'flex', borderBottom: 1, borderColor: 'divider' }}
          >
            <Box role="rowheader" sx={{ ...stickyName, py: 1, pr: 1 }}>
              <Typography variant="body2" noWrap title={row.name}>
                {row.name}
              </Typography>
            </Box>
            <Box role="cell" sx={{ position: 'relative', flex: 1, minHeight: 36 }}>
              <Grid range={range} />
              {showNow && (
                <Box
                  aria-hidden
                  sx={{
                    position: 'absolute',
                    top: 0,
                    bottom: 0,
                    left: `${percentOf(now, range)}%`,
                    borderLeft: 2,
                    borderColor: 'error.main',
                    zIndex: 2,
                  }}
                />
              )}
              {row.planned.map((run) => (
                <PlannedMark key={run.at} run={run} range={range} />
              ))}
              {row.executions.map((execution) => (
                <ExecutionBar
                  key={execution.execution_id}
                  execution={execution}
                  range={range}
                  now={now}
                />
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
};

export default TimelineChart;
