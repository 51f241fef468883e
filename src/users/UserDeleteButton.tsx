import { useId } from 'react';
import { Stack, Tooltip, Typography } from '@mui/material';
import { DeleteButton, useRecordContext } from 'react-admin';
import type { Login } from '../api/types';
import { OWN_ACCOUNT_MESSAGE, isOwnAccount } from './ownAccount';

/**
 * Deletes the account in context after a French confirmation (title and content come from
 * `resources.users.message`). One's own account cannot be deleted: the button is disabled,
 * with the reason next to it and as its tooltip; a refusal of the server shows as a toast.
 */
const UserDeleteButton = () => {
  const record = useRecordContext<Login>();
  const reasonId = useId();
  if (!record) return null;
  if (!isOwnAccount(record.login_id)) return <DeleteButton mutationMode="pessimistic" />;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Typography id={reasonId} variant="body2" color="text.secondary">
        {OWN_ACCOUNT_MESSAGE}
      </Typography>
      <Tooltip title={OWN_ACCOUNT_MESSAGE} describeChild>
        {/* A disabled button receives no pointer events: the span carries the tooltip. */}
        <span>
          <DeleteButton disabled aria-describedby={reasonId} />
        </span>
      </Tooltip>
    </Stack>
  );
};

export default UserDeleteButton;
