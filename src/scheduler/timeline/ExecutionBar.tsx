import { ButtonBase, Tooltip, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import type { TaskExecution } from '../../api/types';
import { TRIGGER_LABELS } from '../executions/triggers';
import { executionDuration, formatDateTime } from '../format';
import { executionPath } from '../paths';
import { STATUS_COLORS, executionStop, statusText } from '../statuses';
import { percentOf, type TimeWindow } from './timelineWindow';

/** Narrowest bar, in percent of the window, so that a short run can still be pointed at. */
const MIN_WIDTH = 0.6;

/** What hovering (or focusing) an execution tells. */
export const executionDetails = (execution: TaskExecution, now = Date.now()) => [
  `${execution.task_name} — ${statusText(execution.execution_status, executionStop(execution))}`,
  `Début : ${formatDateTime(execution.execution_startedAt)}`,
  `Durée : ${executionDuration(execution.execution_startedAt, execution.execution_endedAt, now)}`,
  `Déclenchement : ${TRIGGER_LABELS[execution.execution_trigger]}`,
];

/** An execution on the timeline, coloured by outcome; clicking it opens its logs. */
const ExecutionBar = ({
  execution,
  range,
  now,
}: {
  execution: TaskExecution;
  range: TimeWindow;
  now: number;
}) => {
  const navigate = useNavigate();
  const start = Date.parse(execution.execution_startedAt);
  const end = execution.execution_endedAt ? Date.parse(execution.execution_endedAt) : now;
  const left = percentOf(start, range);
  const width = Math.max(MIN_WIDTH, percentOf(end, range) - left);
  const details = executionDetails(execution, now);
  const color = STATUS_COLORS[execution.execution_status];
  return (
    <Tooltip
      title={details.map((line) => (
        <Typography key={line} variant="caption" component="div">
          {line}
        </Typography>
      ))}
    >
      <ButtonBase
        aria-label={`${details.join(', ')}. Ouvrir le journal.`}
        onClick={() => navigate(executionPath(execution.execution_id))}
        data-status={execution.execution_status}
        sx={{
          position: 'absolute',
          top: 8,
          bottom: 8,
          left: `${left}%`,
          width: `${width}%`,
          minWidth: 6,
          borderRadius: 0.5,
          bgcolor: `${color}.main`,
          zIndex: 1,
          '&:hover, &.Mui-focusVisible': {
            bgcolor: `${color}.dark`,
            outline: 2,
            outlineColor: 'text.primary',
            zIndex: 3,
          },
        }}
      />
    </Tooltip>
  );
};

export default ExecutionBar;
