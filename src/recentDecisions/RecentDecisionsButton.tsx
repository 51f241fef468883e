import { Badge, IconButton, Tooltip } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useRecentDecisions } from './useRecentDecisions';
import { RECENT_PATH, RECENT_TITLE, UNDO_WINDOW_MINUTES } from './types';

/**
 * In the app bar while this user has decisions of the last 15 minutes: the way to
 * « Décisions récentes », where each can be undone (a bulk one whole).
 */
const RecentDecisionsButton = () => {
  const { entries } = useRecentDecisions();
  const { pathname } = useLocation();
  const open = entries.filter((entry) => !entry.undone).length;
  if (entries.length === 0) return null;
  const title = `${RECENT_TITLE} : ${open} annulable${open > 1 ? 's' : ''} pendant ${UNDO_WINDOW_MINUTES} minutes`;
  return (
    <Tooltip title={title}>
      <IconButton
        component={RouterLink}
        to={RECENT_PATH}
        color="inherit"
        aria-label={title}
        aria-current={pathname === RECENT_PATH ? 'page' : undefined}
      >
        <Badge badgeContent={open} color="primary">
          <HistoryIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
};

export default RecentDecisionsButton;
