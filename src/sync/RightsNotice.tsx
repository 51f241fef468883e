import { Alert } from '@mui/material';

/** Said in place of a part of /sync that the user's roles do not allow. */
const RightsNotice = ({ what }: { what: string }) => (
  <Alert severity="info" variant="outlined" role="note">
    {what} sont réservées aux administrateurs : votre compte ne permet pas de les consulter.
    Adressez-vous à un administrateur pour en savoir plus.
  </Alert>
);

export default RightsNotice;
