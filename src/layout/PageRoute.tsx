import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { LinearProgress } from '@mui/material';
import { Navigate } from 'react-router-dom';
import { canSee } from '../auth/access';
import { useUserRoles } from '../auth/useUserRoles';
import { pages, type PageDefinition } from '../pages';

const lazyViews = new Map<string, LazyExoticComponent<ComponentType>>(
  pages.map((page) => [page.path, lazy(page.load)]),
);

/**
 * One page behind the route guard: nothing is shown until the roles are known, and a
 * user without the page's roles is sent to the home page before anything renders.
 */
const PageRoute = ({ page }: { page: PageDefinition }) => {
  const roles = useUserRoles();
  if (!roles) return <LinearProgress aria-label="Chargement" />;
  if (!canSee(page.roles, roles)) return <Navigate to="/" replace />;
  const View = lazyViews.get(page.path)!;
  return (
    <Suspense fallback={<LinearProgress aria-label="Chargement de la page" />}>
      <View />
    </Suspense>
  );
};

export default PageRoute;
