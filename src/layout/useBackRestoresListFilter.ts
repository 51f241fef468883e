import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import type { Role } from '../api/types';
import { canSee } from '../auth/access';
import { useUserRoles } from '../auth/useUserRoles';
import { allPages } from '../resource/pageCatalog';

/**
 * A resource page's list (its path is the page's own) that the user may open: a refused one
 * is left to the route guard, whose redirect this rewrite would otherwise undo.
 */
const isOpenListPath = (pathname: string, roles: readonly Role[] | undefined) =>
  allPages().some(
    (page) => page.views && page.path === pathname && roles && canSee(page.roles, roles),
  );
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
  const roles = useUserRoles();
  // The location handled last: at first, the one the page was loaded on.
  const handled = useRef(key);
  useEffect(() => {
    if (key === handled.current) return;
    handled.current = key;
    if (navigationType === 'POP' && search === '' && isOpenListPath(pathname, roles)) {
      navigate({ search: NO_FILTER }, { replace: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per navigation (key)
  }, [key]);
};
