import { Stack } from '@mui/material';
import MinimisedMessage from './MinimisedMessage';
import ServiceMessageAlert from './ServiceMessageAlert';
import { useDisplayedServiceMessages } from './useDisplayedServiceMessages';
import { useMinimisedMessages } from './useMinimisedMessages';

/**
 * The service messages above the page content: each in full, or minimised to a small
 * icon in one row below them. Shows nothing when there is no message.
 */
const ServiceMessagesBanner = () => {
  const messages = useDisplayedServiceMessages();
  const { isMinimised, minimise, expand } = useMinimisedMessages();
  if (messages.length === 0) return null;

  const expanded = messages.filter(({ serviceMessage_id: id }) => !isMinimised(id));
  const minimised = messages.filter(({ serviceMessage_id: id }) => isMinimised(id));
  return (
    <Stack component="section" aria-label="Messages de service" spacing={1} sx={{ mt: 1 }}>
      {expanded.map((message) => (
        <ServiceMessageAlert
          key={message.serviceMessage_id}
          message={message}
          onMinimise={() => minimise(message.serviceMessage_id)}
        />
      ))}
      {minimised.length > 0 && (
        <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
          {minimised.map((message) => (
            <MinimisedMessage
              key={message.serviceMessage_id}
              message={message}
              onExpand={() => expand(message.serviceMessage_id)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
};

export default ServiceMessagesBanner;
