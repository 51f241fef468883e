import { SimpleList, type RaRecord } from 'react-admin';
import type { ServiceMessage } from '../api/types';
import { showDate } from '../common/dates';
import { SERVICE_MESSAGE_TYPE_LABELS } from './messageTypes';

const dateFormat = new Intl.DateTimeFormat('fr-FR');

/** The messages on a narrow screen: title, type and state; a tap opens the message. */
const ServiceMessageSimpleList = () => (
  <SimpleList<ServiceMessage & RaRecord>
    rowClick="edit"
    primaryText={(record) => record.serviceMessage_title}
    secondaryText={(record) =>
      `${SERVICE_MESSAGE_TYPE_LABELS[record.serviceMessage_type] ?? record.serviceMessage_type} · ${
        record.serviceMessage_displayed ? 'Affiché' : 'Non affiché'
      }`
    }
    tertiaryText={(record) => showDate(dateFormat, record.serviceMessage_createdAt)}
  />
);

export default ServiceMessageSimpleList;
