import type { ReactNode } from 'react';
import { LinearProgress } from '@mui/material';
import { Navigate } from 'react-router-dom';
import { canSee } from '../auth/access';
import { useUserRoles } from '../auth/useUserRoles';
import type { PageDefinition } from '../resource/types';

/**
 * The route guard: nothing is shown until the roles are known, and a user without the
 * page's roles is sent to the home page before anything of the page renders.
 */
const PageGuard = ({ page, children }: { page: PageDefinition; children: ReactNode }) => {
  const roles = useUserRoles();
  if (!roles) return <LinearProgress aria-label="Chargement" />;
  if (!canSee(page.roles, roles)) return <Navigate to="/" replace />;
  return children;
};

export default PageGuard;
