import { Create } from 'react-admin';
import EntityForm from './EntityForm';

/** A new entity; once saved, its page opens to add where it is read from. */
const EntityCreate = () => (
  <Create title="Nouvelle entité" mutationMode="pessimistic" redirect="edit">
    <EntityForm />
  </Create>
);

export default EntityCreate;
