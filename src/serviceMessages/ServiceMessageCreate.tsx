import { Create } from 'react-admin';
import { toServiceMessagePayload } from './payload';
import { refreshBannerOnSuccess } from './refreshBanner';
import ServiceMessageForm from './ServiceMessageForm';

/** A new message; once saved, the banner shows it without a reload. */
const ServiceMessageCreate = () => (
  <Create
    title="Nouveau message de service"
    mutationMode="pessimistic"
    mutationOptions={refreshBannerOnSuccess}
    transform={toServiceMessagePayload}
    redirect="list"
  >
    <ServiceMessageForm creating />
  </Create>
);

export default ServiceMessageCreate;
