import { createContext, useContext, useState, type ReactNode } from 'react';
import {
  createBrowserRouter,
  redirect,
  RouterProvider,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import { clampedListSearch } from '../common/listPageParams';
import { rewriteBackToUnfilteredList } from './backToUnfilteredList';

const Content = createContext<ReactNode>(null);
const RoutedContent = () => useContext(Content);

/**
 * Every navigation passes here before any page reads its URL: a list's `perPage` and `page`
 * out of what lists offer are brought within it (src/common/listPageParams.ts), for every
 * list at once, before a request leaves.
 */
const clampListParams = ({ request }: LoaderFunctionArgs) => {
  const { pathname, search } = new URL(request.url);
  const clamped = clampedListSearch(search);
  if (clamped !== null) throw redirect(pathname + clamped);
  return null;
};

/**
 * The loader runs only when there is something to clamp: a navigation with a loader to run
 * commits its URL a moment later, and a field that follows the URL (a search box) would lose
 * keys typed meanwhile. Without one, react-router commits the navigation at once.
 */
const onlyToClamp = ({ nextUrl }: { nextUrl: URL }) => clampedListSearch(nextUrl.search) !== null;

const routes = [
  {
    id: 'app',
    path: '*',
    element: <RoutedContent />,
    loader: clampListParams,
    shouldRevalidate: onlyToClamp,
  },
];

/** The URL the tab opened on, its list parameters clamped (the loader covers the navigations after). */
const clampOpeningUrl = () => {
  const { pathname, search, hash } = window.location;
  const clamped = clampedListSearch(search);
  if (clamped !== null)
    window.history.replaceState(window.history.state, '', pathname + clamped + hash);
};

/**
 * `<BrowserRouter>`'s replacement, as a data router: react-admin's `warnWhenUnsavedChanges`
 * (react-router's `useBlocker`) only works inside one, to ask before a link leaves a form
 * with unsaved changes. Its children render on every path and follow their own updates.
 * The opening URL counts as loaded (hydrationData), so that the first render waits for nothing.
 */
const DataBrowserRouter = ({ children }: { children: ReactNode }) => {
  const [router] = useState(() => {
    // Before the router's own listener; added once, however many routers a page makes.
    window.addEventListener('popstate', rewriteBackToUnfilteredList);
    clampOpeningUrl();
    return createBrowserRouter(routes, { hydrationData: { loaderData: { app: null } } });
  });
  return (
    <Content.Provider value={children}>
      <RouterProvider router={router} />
    </Content.Provider>
  );
};

export default DataBrowserRouter;
