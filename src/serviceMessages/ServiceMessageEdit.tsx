import { Edit } from 'react-admin';
import FormSkeleton from '../common/FormSkeleton';
import { toServiceMessagePayload } from './payload';
import { refreshBannerOnSuccess } from './refreshBanner';
import ServiceMessageEditToolbar from './ServiceMessageEditToolbar';
import ServiceMessageForm from './ServiceMessageForm';

/** A message's edition; once saved, the banner shows the change without a reload. */
const ServiceMessageEdit = () => (
  <Edit
    mutationMode="pessimistic"
    mutationOptions={refreshBannerOnSuccess}
    transform={toServiceMessagePayload}
    redirect="list"
    loading={<FormSkeleton fields={5} />}
  >
    <ServiceMessageForm toolbar={<ServiceMessageEditToolbar />} />
  </Edit>
);

export default ServiceMessageEdit;
