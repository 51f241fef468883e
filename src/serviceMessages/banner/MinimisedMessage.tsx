import { IconButton, Tooltip } from '@mui/material';
import type { ServiceMessage } from '../../api/types';
import { messageStyle } from './messageStyle';

interface MinimisedMessageProps {
  message: ServiceMessage;
  onExpand: () => void;
}

/** A minimised service message: a small icon of its type, its title as tooltip; a click expands it. */
const MinimisedMessage = ({ message, onExpand }: MinimisedMessageProps) => {
  const { severity, Icon } = messageStyle(message.serviceMessage_type);
  return (
    <Tooltip title={message.serviceMessage_title} describeChild>
      <IconButton
        aria-label={`Afficher le message : ${message.serviceMessage_title}`}
        color={severity}
        size="small"
        onClick={onExpand}
      >
        <Icon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};

export default MinimisedMessage;
