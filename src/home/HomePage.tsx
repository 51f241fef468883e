import { Box, LinearProgress, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { useSession } from '../auth/session';
import { useUserRoles } from '../auth/useUserRoles';
import KeyFigures from './KeyFigures';
import Shortcuts from './Shortcuts';

/** Home (/): a greeting, the key figures the user may see and their most used pages. */
const HomePage = () => {
  const roles = useUserRoles();
  const name = useSession().user_login;
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 3 }}>
      <Title title="Accueil" />
      <Box>
        <Typography variant="h5" component="h1">
          {name ? `Bonjour ${name}` : 'Bonjour'}
        </Typography>
        <Typography color="text.secondary">
          Voici l’essentiel de la plateforme de la carte scolaire.
        </Typography>
      </Box>
      {roles ? (
        <>
          <KeyFigures roles={roles} />
          <Shortcuts roles={roles} />
        </>
      ) : (
        <LinearProgress aria-label="Chargement" />
      )}
    </Box>
  );
};

export default HomePage;
