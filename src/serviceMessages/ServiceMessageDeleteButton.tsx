import { DeleteButton } from 'react-admin';
import { refreshBannerOnSuccess } from './refreshBanner';

/** Deletes the message in context after a French confirmation, then refreshes the banner. */
const ServiceMessageDeleteButton = () => (
  <DeleteButton mutationMode="pessimistic" mutationOptions={refreshBannerOnSuccess} />
);

export default ServiceMessageDeleteButton;
