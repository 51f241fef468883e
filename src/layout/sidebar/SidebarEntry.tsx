import { ListItemButton, ListItemIcon, ListItemText, alpha } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import { NavLink } from 'react-router-dom';
import { OPEN_AT_TOP } from '../../common/openAtTop';
import { preloadPage } from '../../resource/preloadPage';
import { useSidebar, useSidebarExpanded } from './SidebarContext';
import SidebarTooltip from './SidebarTooltip';
import { sidebarIconSx, sidebarItemSx } from './sidebarItemSx';

interface Props {
  to: string;
  title: string;
  icon: SvgIconComponent;
}

/** One link of the sidebar; collapsed, it shows its icon with the title as a tooltip. */
const SidebarEntry = ({ to, title, icon: Icon }: Props) => {
  const expanded = useSidebarExpanded();
  const { isMobile, setOpenMobile } = useSidebar();
  return (
    <SidebarTooltip title={title}>
      <ListItemButton
        component={NavLink}
        to={to}
        state={OPEN_AT_TOP}
        end={to === '/'}
        aria-label={expanded ? undefined : title}
        onClick={() => isMobile && setOpenMobile(false)}
        // The page's code starts downloading before the click needs it.
        onPointerEnter={() => preloadPage(to)}
        onFocus={() => preloadPage(to)}
        onPointerDown={() => preloadPage(to)}
        sx={[
          sidebarItemSx,
          // Collapsed, every allowed icon fits in the menu at 800px high.
          !expanded && { minHeight: 32 },
          {
            '&.active': {
              // An orange tint (not grey) keeps the orange title at 4.5:1 in the light theme.
              bgcolor: ({ palette }) =>
                palette.mode === 'light'
                  ? alpha(palette.primary.main, 0.08)
                  : palette.action.selected,
              color: 'primary.main',
              fontWeight: 600,
              '& .MuiListItemIcon-root': { color: 'primary.main' },
            },
          },
        ]}
      >
        <ListItemIcon sx={sidebarIconSx}>
          <Icon fontSize="small" />
        </ListItemIcon>
        {expanded && <ListItemText primary={title} slotProps={{ primary: { noWrap: true } }} />}
      </ListItemButton>
    </SidebarTooltip>
  );
};

export default SidebarEntry;
