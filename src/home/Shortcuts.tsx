import { useState } from 'react';
import { Typography } from '@mui/material';
import type { Role } from '../api/types';
import { useSession } from '../auth/session';
import HomeSection from './HomeSection';
import LinkCard from './LinkCard';
import { readPageVisits } from './pageVisits';
import { topShortcuts } from './shortcuts';

/** 'Raccourcis': the pages the user opens most, or else the first pages of their menu. */
const Shortcuts = ({ roles }: { roles: readonly Role[] }) => {
  const { user_id } = useSession();
  const [visits] = useState(() => readPageVisits(user_id));
  const shortcuts = topShortcuts(visits, roles);
  if (shortcuts.length === 0) return null;
  return (
    <HomeSection title="Raccourcis">
      {shortcuts.map(({ path, title, description, icon }) => (
        <LinkCard key={path} to={path} icon={icon}>
          <Typography sx={{ fontWeight: 'medium' }} noWrap>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {description}
          </Typography>
        </LinkCard>
      ))}
    </HomeSection>
  );
};

export default Shortcuts;
