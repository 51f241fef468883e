import {
  ListItemButton,
  ListItemIcon,
  ListItemText,
  type ListItemButtonProps,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useSidebarExpanded } from '../SidebarContext';
import SidebarTooltip from '../SidebarTooltip';
import { sidebarIconSx, sidebarItemSx } from '../sidebarItemSx';

interface Props extends Omit<ListItemButtonProps, 'children'> {
  /** What the button does, for screen readers and the collapsed sidebar's tooltip. */
  label: string;
  /** The text shown when the sidebar is expanded (the label by default). */
  text?: string;
  icon: ReactNode;
  /** Shown at the right end when expanded (a chevron for a menu). */
  end?: ReactNode;
}

/** A button of the sidebar's footer: icon and text, or the icon alone with a tooltip. */
const SidebarAction = ({ label, text = label, icon, end, sx, ...props }: Props) => {
  const expanded = useSidebarExpanded();
  return (
    <SidebarTooltip title={label}>
      <ListItemButton
        dense
        {...props}
        aria-label={label}
        sx={[sidebarItemSx, ...(Array.isArray(sx) ? sx : [sx])]}
      >
        <ListItemIcon sx={sidebarIconSx}>{icon}</ListItemIcon>
        {expanded && (
          <>
            <ListItemText primary={text} slotProps={{ primary: { noWrap: true } }} />
            {end}
          </>
        )}
      </ListItemButton>
    </SidebarTooltip>
  );
};

export default SidebarAction;
