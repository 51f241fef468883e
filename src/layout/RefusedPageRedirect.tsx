import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { toast } from 'sonner';
import { ROLE_LABELS } from '../auth/roleLabels';
import type { PageDefinition } from '../resource/types';

/** « … réservée au rôle Administrateur » / « … aux rôles Administrateur ou Contrôleur ». */
export const refusedPageMessage = ({ title, roles }: Pick<PageDefinition, 'title' | 'roles'>) => {
  const labels = roles.map((role) => ROLE_LABELS[role]);
  const whom =
    labels.length === 1
      ? `au rôle ${labels[0]}`
      : `aux rôles ${labels.slice(0, -1).join(', ')} ou ${labels.at(-1)}`;
  return `Accès refusé : la page « ${title} » est réservée ${whom}.`;
};

/**
 * The spec's redirect to / for a page the user's roles don't allow, with a toast saying which
 * page it was and whom it is reserved to (one toast per page, however often it is asked).
 */
const RefusedPageRedirect = ({ page }: { page: PageDefinition }) => {
  // A new Navigate on every location: one that another navigation (a Back, a rewritten query)
  // overtook still ends on /, never on the refused page's blank screen.
  const { key } = useLocation();
  useEffect(() => {
    toast.warning(refusedPageMessage(page), { id: `refused:${page.path}` });
  }, [page]);
  return <Navigate key={key} to="/" replace />;
};

export default RefusedPageRedirect;
