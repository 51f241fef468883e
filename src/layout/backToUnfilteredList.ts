import { allPages } from '../resource/pageCatalog';

const NO_FILTER = `?filter=${encodeURIComponent('{}')}`;

const isListPath = (pathname: string) =>
  allPages().some((page) => page.views && page.path === pathname);

/**
 * Back after filtering a list returns to the previous filter. Each filter change is a history
 * entry with its parameters in the URL, except the first visit's, which has none: react-admin
 * reads such an entry as "the filter used last" and shows the newer filter again. Coming back
 * (popstate) to a list without parameters therefore means: no filter.
 *
 * A `popstate` listener added before the router's (src/layout/DataBrowserRouter.tsx), so that
 * the entry says « no filter » before the router reads it: the list renders once, unfiltered.
 * Rewritten after the router's render (as it was), react-admin first put the remembered filter
 * back in the URL, a navigation of its own, then the app a second one with no filter.
 * The page's first load fires no popstate: it keeps react-admin's remembered filter.
 */
export const rewriteBackToUnfilteredList = () => {
  const { pathname, search, hash } = window.location;
  if (search === '' && isListPath(pathname))
    window.history.replaceState(window.history.state, '', pathname + NO_FILTER + hash);
};
