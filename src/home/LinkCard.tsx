import type { ReactNode } from 'react';
import { Avatar, Box, Card, CardActionArea, CardContent } from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import { Link } from 'react-router-dom';
import { OPEN_AT_TOP } from '../common/openAtTop';

interface LinkCardProps {
  to: string;
  icon: SvgIconComponent;
  children: ReactNode;
  busy?: boolean;
}

/** A card of the home page that links to a page of the app, with that page's icon. */
const LinkCard = ({ to, icon: Icon, children, busy }: LinkCardProps) => (
  <Card variant="outlined" sx={{ height: '100%' }} aria-busy={busy || undefined}>
    <CardActionArea component={Link} to={to} state={OPEN_AT_TOP} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <Icon />
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>{children}</Box>
      </CardContent>
    </CardActionArea>
  </Card>
);

export default LinkCard;
