import { SaveButton, Toolbar } from 'react-admin';
import ServiceMessageDeleteButton from './ServiceMessageDeleteButton';

/** Save and delete; a deletion refreshes the banner too. */
const ServiceMessageEditToolbar = () => (
  <Toolbar>
    <SaveButton />
    <ServiceMessageDeleteButton />
  </Toolbar>
);

export default ServiceMessageEditToolbar;
