import { Tooltip } from '@mui/material';
import type { ReactElement } from 'react';
import { SIDEBAR_TOOLTIP_DELAY } from '../../constants/sidebar';
import { useSidebarExpanded } from './SidebarContext';

/** Collapsed to icons, a sidebar item names itself in a tooltip, at once (0 ms). */
const SidebarTooltip = ({ title, children }: { title: string; children: ReactElement }) => {
  const expanded = useSidebarExpanded();
  if (expanded) return children;
  return (
    <Tooltip title={title} placement="right" enterDelay={SIDEBAR_TOOLTIP_DELAY} disableInteractive>
      {children}
    </Tooltip>
  );
};

export default SidebarTooltip;
