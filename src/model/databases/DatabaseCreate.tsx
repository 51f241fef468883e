import { Create } from 'react-admin';
import DatabaseForm from './DatabaseForm';

/** A new database; once saved, its page opens to add its sources. */
const DatabaseCreate = () => (
  <Create title="Nouvelle base de données" mutationMode="pessimistic" redirect="edit">
    <DatabaseForm />
  </Create>
);

export default DatabaseCreate;
