import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { ServiceMessage } from '../api/types';
import { messageStyle } from './banner/messageStyle';
import { SERVICE_MESSAGE_TYPE_LABELS } from './messageTypes';

/** The message's type as a chip in the banner's colour and icon for that type. */
const ServiceMessageTypeChip = () => {
  const type = useRecordContext<ServiceMessage>()?.serviceMessage_type;
  if (!type) return null;
  const { severity, Icon } = messageStyle(type);
  return (
    <Chip
      size="small"
      color={severity}
      variant="outlined"
      icon={<Icon />}
      label={SERVICE_MESSAGE_TYPE_LABELS[type] ?? type}
    />
  );
};

export default ServiceMessageTypeChip;
