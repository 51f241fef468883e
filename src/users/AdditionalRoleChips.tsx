import { Chip, Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { Login } from '../api/types';
import { roleLabel } from './roleChoices';

/** The account's additional roles as small chips (nothing when it has none). */
const AdditionalRoleChips = () => {
  const roles = useRecordContext<Login>()?.login_additionalRoles ?? [];
  if (roles.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {roles.map((role) => (
        <Chip key={role} size="small" variant="outlined" label={roleLabel(role)} />
      ))}
    </Stack>
  );
};

export default AdditionalRoleChips;
