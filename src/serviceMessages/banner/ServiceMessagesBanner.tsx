import { Stack } from '@mui/material';
import { useNarrowScreen } from '../../common/useNarrowScreen';
import MinimisedMessage from './MinimisedMessage';
import ServiceMessageAlert from './ServiceMessageAlert';
import { useDisplayedServiceMessages } from './useDisplayedServiceMessages';
import { useMinimisedMessages } from './useMinimisedMessages';
import { orderMessages } from './orderMessages';

/**
 * The service messages above the page content, alerts first then by date: each in full (one
 * line until tapped, on a phone), or minimised to a small icon in one row below them. Shows
 * nothing when there is no message.
 */
const ServiceMessagesBanner = () => {
  const messages = orderMessages(useDisplayedServiceMessages());
  const { isMinimised, minimise, expand } = useMinimisedMessages();
  const compact = useNarrowScreen();
  if (messages.length === 0) return null;

  const expanded = messages.filter((message) => !isMinimised(message));
  const minimised = messages.filter((message) => isMinimised(message));
  return (
    <Stack
      component="section"
      aria-label="Messages de service"
      spacing={compact ? 0.5 : 1}
      sx={{ mt: 1 }}
    >
      {expanded.map((message) => (
        <ServiceMessageAlert
          key={message.serviceMessage_id}
          message={message}
          compact={compact}
          onMinimise={() => minimise(message)}
        />
      ))}
      {minimised.length > 0 && (
        <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
          {minimised.map((message) => (
            <MinimisedMessage
              key={message.serviceMessage_id}
              message={message}
              onExpand={() => expand(message)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
};

export default ServiceMessagesBanner;
