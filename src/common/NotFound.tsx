import { Button, Card, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title } from 'react-admin';

/** Any path outside the table of pages. */
const NotFound = () => (
  <Card sx={{ mt: 2 }}>
    <Title title="Page introuvable" />
    <CardContent>
      <Typography variant="h5" component="h1" gutterBottom>
        Page introuvable
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        Cette page n’existe pas ou a été déplacée.
      </Typography>
      <Button component={Link} to="/" variant="contained">
        Retour à l'accueil
      </Button>
    </CardContent>
  </Card>
);

export default NotFound;
