import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { allPages } from '../resource/pageCatalog';

/** A resource page's list: its path is the page's own. */
const isListPath = (pathname: string) =>
  allPages().some((page) => page.views && page.path === pathname);
const NO_FILTER = `?filter=${encodeURIComponent('{}')}`;

/**
 * Back after filtering a list returns to the previous filter. Each filter change is a history
 * entry with its parameters in the URL, except the first visit's, which has none: react-admin
 * reads such an entry as "the filter used last" and shows the newer filter again. Coming back
 * (POP) to a list without parameters therefore means: no filter. The page's first load (also
 * a POP for the router) keeps react-admin's remembered filter.
 */
export const useBackRestoresListFilter = () => {
  const { pathname, search, key } = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  // The location handled last: at first, the one the page was loaded on.
  const handled = useRef(key);
  useEffect(() => {
    if (key === handled.current) return;
    handled.current = key;
    if (navigationType === 'POP' && search === '' && isListPath(pathname)) {
      navigate({ search: NO_FILTER }, { replace: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per navigation (key)
  }, [key]);
};
