import { Box, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { getCurrentUser } from '../auth/session';
import ChangePasswordForm from './ChangePasswordForm';
import ProfileCard from './ProfileCard';

/** /account: the logged-in user's profile and password. */
const AccountPage = () => {
  const user = getCurrentUser();
  return (
    <Box sx={{ maxWidth: 720, mt: 2, display: 'grid', gap: 2 }}>
      <Title title="Mon profil" />
      <Typography variant="h5" component="h1">
        Mon profil
      </Typography>
      {user && <ProfileCard user={user} />}
      <ChangePasswordForm />
    </Box>
  );
};

export default AccountPage;
