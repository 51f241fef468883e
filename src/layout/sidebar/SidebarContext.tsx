import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useMediaQuery } from '@mui/material';
import { MOBILE_QUERY } from '../../constants/sidebar';
import { readSidebarCookie, writeSidebarCookie } from './sidebarCookie';

interface SidebarState {
  /** Desktop: expanded (true) or collapsed to icons; saved in the cookie. */
  open: boolean;
  /** Below 768px: the overlay sheet is shown; never saved, closed by default. */
  openMobile: boolean;
  isMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  /** The button and Ctrl/Cmd+B: toggles the sheet on mobile, the sidebar otherwise. */
  toggle: () => void;
}

const SidebarContext = createContext<SidebarState | null>(null);

export const SidebarProvider = ({ children }: { children: ReactNode }) => {
  const isMobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const [open, setOpen] = useState(readSidebarCookie);
  const [openMobile, setOpenMobile] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setOpenMobile((value) => !value);
      return;
    }
    setOpen((value) => {
      writeSidebarCookie(!value);
      return !value;
    });
  }, [isMobile]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const value = useMemo(
    () => ({ open, openMobile, isMobile, setOpenMobile, toggle }),
    [open, openMobile, isMobile, toggle],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
};

export const useSidebar = (): SidebarState => {
  const state = useContext(SidebarContext);
  if (!state) throw new Error('useSidebar doit être utilisé dans un SidebarProvider.');
  return state;
};

/** Whether the sidebar currently shows labels (expanded desktop or mobile sheet). */
export const useSidebarExpanded = (): boolean => {
  const { open, isMobile } = useSidebar();
  return isMobile || open;
};
