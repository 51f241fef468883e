import { ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import { NavLink } from 'react-router-dom';
import { SIDEBAR_TOOLTIP_DELAY } from './constants';
import { useSidebar, useSidebarExpanded } from './SidebarContext';

interface Props {
  to: string;
  title: string;
  icon: SvgIconComponent;
}

/** One link of the sidebar; collapsed, it shows its icon with the title as a tooltip. */
const SidebarEntry = ({ to, title, icon: Icon }: Props) => {
  const expanded = useSidebarExpanded();
  const { isMobile, setOpenMobile } = useSidebar();
  const link = (
    <ListItemButton
      component={NavLink}
      to={to}
      end={to === '/'}
      aria-label={expanded ? undefined : title}
      onClick={() => isMobile && setOpenMobile(false)}
      sx={{
        minHeight: 40,
        px: 1.5,
        borderRadius: 1,
        mx: 0.5,
        '&.active': {
          bgcolor: 'action.selected',
          color: 'primary.main',
          fontWeight: 600,
          '& .MuiListItemIcon-root': { color: 'primary.main' },
        },
        '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <ListItemIcon sx={{ minWidth: 36 }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      {expanded && <ListItemText primary={title} slotProps={{ primary: { noWrap: true } }} />}
    </ListItemButton>
  );
  if (expanded) return link;
  return (
    <Tooltip title={title} placement="right" enterDelay={SIDEBAR_TOOLTIP_DELAY} disableInteractive>
      {link}
    </Tooltip>
  );
};

export default SidebarEntry;
