import { Alert, Box, ButtonBase, IconButton } from '@mui/material';
import RemoveIcon from '@mui/icons-material/Remove';
import { useState } from 'react';
import type { ServiceMessage } from '../../api/types';
import { messageStyle } from './messageStyle';

interface ServiceMessageAlertProps {
  message: ServiceMessage;
  /** Minimises the message; without it (e.g. the admin preview) there is no minimise button. */
  onMinimise?: () => void;
  /** On a phone: one line (title, then the start of the text) until it is tapped open. */
  compact?: boolean;
}

const ONE_LINE = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/** One service message in full, coloured by its type; its title and content are plain text. */
const ServiceMessageAlert = ({
  message,
  onMinimise,
  compact = false,
}: ServiceMessageAlertProps) => {
  const { severity, Icon } = messageStyle(message.serviceMessage_type);
  const [opened, setOpened] = useState(false);
  const folded = compact && !opened;
  const text = (
    <>
      <Box component="strong" sx={{ fontWeight: 'bold', mr: 1 }}>
        {message.serviceMessage_title}
      </Box>
      <Box component="span" sx={folded ? undefined : { whiteSpace: 'pre-line' }}>
        {message.serviceMessage_content}
      </Box>
    </>
  );
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
      sx={[
        { overflowWrap: 'anywhere' },
        compact && {
          py: 0,
          px: 1.5,
          '& .MuiAlert-message': { minWidth: 0, flex: 1, py: 0 },
          '& .MuiAlert-icon': { py: 1.25, mr: 1 },
          '& .MuiAlert-action': { pt: 0.5 },
        },
      ]}
    >
      {compact ? (
        <ButtonBase
          onClick={() => setOpened(!opened)}
          aria-expanded={opened}
          title={opened ? 'Replier le message' : 'Lire tout le message'}
          sx={{
            display: 'block',
            width: '100%',
            py: 1.25,
            textAlign: 'left',
            font: 'inherit',
            color: 'inherit',
            ...(folded ? ONE_LINE : {}),
          }}
        >
          {text}
        </ButtonBase>
      ) : (
        text
      )}
    </Alert>
  );
};

export default ServiceMessageAlert;
