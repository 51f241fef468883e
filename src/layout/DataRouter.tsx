import { createContext, useContext, useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

const Content = createContext<ReactNode>(null);
const CurrentContent = () => useContext(Content);

/**
 * A browser router on real paths, as a data router: react-admin's warnWhenUnsavedChanges
 * can hold a navigation only in one (with a plain BrowserRouter it is silently off).
 * The children go through a context, so that they stay current across renders.
 */
const DataRouter = ({ children }: { children: ReactNode }) => {
  const [router] = useState(() =>
    createBrowserRouter([{ path: '*', element: <CurrentContent /> }]),
  );
  return (
    <Content.Provider value={children}>
      <RouterProvider router={router} />
    </Content.Provider>
  );
};

export default DataRouter;
