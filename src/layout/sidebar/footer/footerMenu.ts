import type { MenuProps } from '@mui/material';
import { useSidebar } from '../SidebarContext';

interface FooterMenu extends Pick<MenuProps, 'anchorOrigin' | 'transformOrigin' | 'slotProps'> {
  /** After choosing an entry: the mobile sheet closes, as after following a link. */
  closeSheet: () => void;
}

/** The footer's menus open beside the sidebar on a desktop, above their button in the sheet. */
export const useFooterMenu = (): FooterMenu => {
  const { isMobile, setOpenMobile } = useSidebar();
  return {
    anchorOrigin: isMobile
      ? { vertical: 'top', horizontal: 'left' }
      : { vertical: 'bottom', horizontal: 'right' },
    transformOrigin: { vertical: 'bottom', horizontal: 'left' },
    slotProps: { paper: { sx: isMobile ? { mt: -0.5 } : { ml: 1 } } },
    closeSheet: () => {
      if (isMobile) setOpenMobile(false);
    },
  };
};
