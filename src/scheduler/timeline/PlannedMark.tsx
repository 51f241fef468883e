import { Box, Tooltip } from '@mui/material';
import { formatDateTime } from '../format';
import type { PlannedRun } from './timelineRows';
import { percentOf, type TimeWindow } from './timelineWindow';

/** A run to come, drawn as a dashed mark at its planned time. */
const PlannedMark = ({ run, range }: { run: PlannedRun; range: TimeWindow }) => {
  const label = `${run.task_name} — planifiée le ${formatDateTime(run.at)}`;
  return (
    <Tooltip title={label}>
      <Box
        tabIndex={0}
        role="img"
        aria-label={label}
        data-status="planned"
        sx={{
          position: 'absolute',
          top: 8,
          bottom: 8,
          left: `${percentOf(Date.parse(run.at), range)}%`,
          width: 10,
          ml: '-5px',
          borderRadius: 0.5,
          border: '2px dashed',
          borderColor: 'text.secondary',
          '&:hover, &:focus-visible': { borderColor: 'text.primary', outline: 'none' },
        }}
      />
    </Tooltip>
  );
};

export default PlannedMark;
