import { Box, Typography } from '@mui/material';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';

/** What a list shows when it has nothing: a French sentence, and a hint when there is one. */
const EmptyState = ({ message, hint }: { message: string; hint?: string }) => (
  <Box
    role="status"
    sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, p: 4 }}
  >
    <InboxOutlinedIcon color="disabled" fontSize="large" aria-hidden />
    <Typography color="text.secondary" align="center">
      {message}
    </Typography>
    {hint && (
      <Typography variant="body2" color="text.secondary" align="center">
        {hint}
      </Typography>
    )}
  </Box>
);

export default EmptyState;
