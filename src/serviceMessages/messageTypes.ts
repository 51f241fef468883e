import { SERVICE_MESSAGE_TYPES, type ServiceMessageType } from '../api/types';

/** The message types as users read them; the API keeps Info, Warning and Alert. */
export const SERVICE_MESSAGE_TYPE_LABELS: Record<ServiceMessageType, string> = {
  Info: 'Info',
  Warning: 'Avertissement',
  Alert: 'Alerte',
};

export const SERVICE_MESSAGE_TYPE_CHOICES = SERVICE_MESSAGE_TYPES.map((id) => ({
  id,
  name: SERVICE_MESSAGE_TYPE_LABELS[id],
}));

export const TITLE_MAX_LENGTH = 120;
export const CONTENT_MAX_LENGTH = 2000;
