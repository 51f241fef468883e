import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import type { ServiceMessage, ServiceMessageType } from '../api/types';
import ServiceMessageAlert from './banner/ServiceMessageAlert';

type PreviewFields = [string | null, string | null, ServiceMessageType | null, boolean | null];

/**
 * The message being written, as the banner will show it (the banner's own component).
 * It is a picture only, with no minimise button; inert, so screen readers do not announce
 * its alert again at each key typed in the fields above.
 */
const ServiceMessagePreview = () => {
  const headingId = useId();
  const [title, content, type, displayed] = useWatch({
    name: [
      'serviceMessage_title',
      'serviceMessage_content',
      'serviceMessage_type',
      'serviceMessage_displayed',
    ],
  }) as PreviewFields;
  const message: ServiceMessage = {
    serviceMessage_id: 0,
    serviceMessage_title: title?.trim() || 'Titre du message',
    serviceMessage_content: content?.trim() || 'Le contenu du message apparaîtra ici.',
    serviceMessage_type: type ?? 'Info',
    serviceMessage_displayed: Boolean(displayed),
    serviceMessage_createdAt: '',
  };
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ width: '100%', mt: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h2">
        Aperçu
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {displayed
          ? 'Tel que les utilisateurs le verront en haut de chaque page.'
          : 'Ce message n’est pas affiché aux utilisateurs tant que l’option est désactivée.'}
      </Typography>
      <Box inert data-testid="service-message-preview">
        <ServiceMessageAlert message={message} />
      </Box>
    </Box>
  );
};

export default ServiceMessagePreview;
