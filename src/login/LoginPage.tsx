import { Box, Card, CardContent, Typography } from '@mui/material';
import { LoginForm } from 'react-admin';
import { APP_NAME, APP_VERSION, IS_DEMO } from '../config';
import DemoAccounts from './DemoAccounts';

/** /login, in the empty layout: no sidebar, no app bar. */
const LoginPage = () => (
  <Box
    component="main"
    sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}
  >
    <Card sx={{ width: '100%', maxWidth: 400 }}>
      <CardContent>
        <Typography variant="h5" component="h1" textAlign="center">
          {APP_NAME}
        </Typography>
        <Typography variant="body2" color="text.secondary" textAlign="center">
          Administration — {APP_VERSION}
        </Typography>
        <LoginForm />
        {IS_DEMO && <DemoAccounts />}
      </CardContent>
    </Card>
  </Box>
);

export default LoginPage;
