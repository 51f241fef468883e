import { Alert, Box, IconButton } from '@mui/material';
import RemoveIcon from '@mui/icons-material/Remove';
import type { ServiceMessage } from '../../api/types';
import { messageStyle } from './messageStyle';

interface ServiceMessageAlertProps {
  message: ServiceMessage;
  /** Minimises the message; without it (e.g. the admin preview) there is no minimise button. */
  onMinimise?: () => void;
}

/** One service message in full, coloured by its type; its title and content are plain text. */
const ServiceMessageAlert = ({ message, onMinimise }: ServiceMessageAlertProps) => {
  const { severity, Icon } = messageStyle(message.serviceMessage_type);
  return (
    <Alert
      severity={severity}
      icon={<Icon fontSize="inherit" />}
      role={severity === 'info' ? 'status' : 'alert'}
      action={
        onMinimise && (
          <IconButton
            aria-label="Réduire le message"
            title="Réduire le message"
            color="inherit"
            size="small"
            onClick={onMinimise}
          >
            <RemoveIcon fontSize="small" />
          </IconButton>
        )
      }
      sx={{ overflowWrap: 'anywhere' }}
    >
      <Box component="strong" sx={{ fontWeight: 'bold', mr: 1 }}>
        {message.serviceMessage_title}
      </Box>
      <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
        {message.serviceMessage_content}
      </Box>
    </Alert>
  );
};

export default ServiceMessageAlert;
