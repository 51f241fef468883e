import { Breadcrumbs, Link, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export interface Crumb {
  /** Undefined while its name loads. */
  label?: string;
  /** Where it leads; none for the current place (last) or a page the user may not open. */
  to?: string;
}

/** 'Toutes les DREN › DREN … › École …': where the drill-down is, each step a link back. */
const DashboardBreadcrumb = ({ crumbs }: { crumbs: readonly Crumb[] }) => (
  <Breadcrumbs separator="›" aria-label="Fil d’Ariane" sx={{ '& ol': { flexWrap: 'wrap' } }}>
    {crumbs.map(({ label, to }, index) => {
      const text = label ?? <Skeleton width={120} aria-label="Chargement" />;
      return to && index < crumbs.length - 1 ? (
        <Link key={index} component={RouterLink} to={to} underline="hover" color="inherit">
          {text}
        </Link>
      ) : index === crumbs.length - 1 ? (
        <Typography key={index} color="text.primary" aria-current="page">
          {text}
        </Typography>
      ) : (
        <Typography key={index} color="text.secondary">
          {text}
        </Typography>
      );
    })}
  </Breadcrumbs>
);

export default DashboardBreadcrumb;
