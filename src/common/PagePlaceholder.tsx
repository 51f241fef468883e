import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { pageOf } from '../resource/pageCatalog';

/** A page whose content a later version brings: its title and what will appear there. */
const PagePlaceholder = () => {
  const page = pageOf(useLocation().pathname);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={page?.title ?? ''} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {page?.title}
        </Typography>
        <Typography color="text.secondary">
          {page?.description}. Cette page sera bientôt disponible.
        </Typography>
      </CardContent>
    </Card>
  );
};

export default PagePlaceholder;
