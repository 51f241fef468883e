import { Box } from '@mui/material';
import type { TaskLog } from '../../api/types';
import Highlight from './Highlight';
import { LEVEL_LABELS, shortTime } from './logText';

const LEVEL_COLORS: Record<TaskLog['log_level'], string> = {
  info: 'info.main',
  warning: 'warning.main',
  error: 'error.main',
};

/** One log line: time, coloured level, message (search matches marked). */
const LogLine = ({ log, query }: { log: TaskLog; query: string }) => (
  <Box
    component="li"
    data-level={log.log_level}
    sx={{
      display: 'flex',
      gap: 1.5,
      py: 0.25,
      px: 0.5,
      borderRadius: 0.5,
      whiteSpace: 'pre-wrap',
      wordBreak: 'break-word',
      bgcolor: log.log_level === 'error' ? 'rgba(211, 47, 47, 0.08)' : undefined,
    }}
  >
    <Box component="time" dateTime={log.log_time} sx={{ color: 'text.secondary', flexShrink: 0 }}>
      {shortTime(log)}
    </Box>
    <Box
      component="span"
      sx={{ color: LEVEL_COLORS[log.log_level], fontWeight: 700, width: '7ch', flexShrink: 0 }}
    >
      {LEVEL_LABELS[log.log_level]}
    </Box>
    <Box
      component="span"
      sx={{ color: log.log_level === 'info' ? 'text.primary' : LEVEL_COLORS[log.log_level] }}
    >
      <Highlight text={log.log_message} query={query} />
    </Box>
  </Box>
);

export default LogLine;
