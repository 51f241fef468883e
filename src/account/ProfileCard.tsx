import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { AuthUser } from '../api/types';
import { rolesOf } from '../auth/access';
import { ROLE_LABELS } from '../auth/roleLabels';

const Line = ({ label, value }: { label: string; value: string }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
    <Typography color="text.secondary" sx={{ minWidth: 140 }}>
      {label}
    </Typography>
    <Typography>{value || '—'}</Typography>
  </Stack>
);

/** Who is logged in: full name, login, e-mail and roles in French. */
const ProfileCard = ({ user }: { user: AuthUser }) => {
  const roles = rolesOf(user);
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Mes informations
        </Typography>
        <Stack spacing={1.5}>
          <Line label="Nom complet" value={user.login_fullName ?? ''} />
          <Line label="Identifiant" value={user.login_name} />
          <Line label="Adresse e-mail" value={user.login_email} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
            <Typography color="text.secondary" sx={{ minWidth: 140 }}>
              Rôles
            </Typography>
            <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
              {roles.length === 0 && <Typography>Aucun rôle</Typography>}
              {roles.map((role) => (
                <Chip key={role} label={ROLE_LABELS[role]} size="small" />
              ))}
            </Stack>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
};

export default ProfileCard;
