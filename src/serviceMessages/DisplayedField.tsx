import { useRecordContext } from 'react-admin';
import type { ServiceMessage } from '../api/types';

/** Whether the message is shown to users, as 'Oui' or 'Non'. */
const DisplayedField = () => {
  const record = useRecordContext<ServiceMessage>();
  if (!record) return null;
  return <>{record.serviceMessage_displayed ? 'Oui' : 'Non'}</>;
};

export default DisplayedField;
