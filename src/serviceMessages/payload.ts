import type { ServiceMessage } from '../api/types';

export type ServiceMessagePayload = Pick<
  ServiceMessage,
  | 'serviceMessage_title'
  | 'serviceMessage_content'
  | 'serviceMessage_type'
  | 'serviceMessage_displayed'
>;

/** The body of POST /api/serviceMessage/save: the message's own fields only. */
export const toServiceMessagePayload = (
  values: Partial<ServiceMessage>,
): ServiceMessagePayload => ({
  serviceMessage_title: (values.serviceMessage_title ?? '').trim(),
  serviceMessage_content: (values.serviceMessage_content ?? '').trim(),
  serviceMessage_type: values.serviceMessage_type ?? 'Info',
  serviceMessage_displayed: Boolean(values.serviceMessage_displayed),
});
