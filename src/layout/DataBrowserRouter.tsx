import { createContext, useContext, useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

const Content = createContext<ReactNode>(null);
const RoutedContent = () => useContext(Content);
const routes = [{ path: '*', element: <RoutedContent /> }];

/**
 * `<BrowserRouter>`'s replacement, as a data router: react-admin's `warnWhenUnsavedChanges`
 * (react-router's `useBlocker`) only works inside one, to ask before a link leaves a form
 * with unsaved changes. Its children render on every path and follow their own updates.
 */
const DataBrowserRouter = ({ children }: { children: ReactNode }) => {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <Content.Provider value={children}>
      <RouterProvider router={router} />
    </Content.Provider>
  );
};

export default DataBrowserRouter;
