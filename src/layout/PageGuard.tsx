import type { ReactNode } from 'react';
import { LinearProgress } from '@mui/material';
import { canSee } from '../auth/access';
import { useUserRoles } from '../auth/useUserRoles';
import type { PageDefinition } from '../resource/types';
import RefusedPageRedirect from './RefusedPageRedirect';

/**
 * The route guard: nothing is shown until the roles are known, and a user without the
 * page's roles is sent to the home page, told why, before anything of the page renders.
 */
const PageGuard = ({ page, children }: { page: PageDefinition; children: ReactNode }) => {
  const roles = useUserRoles();
  if (!roles) return <LinearProgress aria-label="Chargement" />;
  if (!canSee(page.roles, roles)) return <RefusedPageRedirect page={page} />;
  return children;
};

export default PageGuard;
