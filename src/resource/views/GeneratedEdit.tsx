import { DeleteButton, Edit, SaveButton, Toolbar } from 'react-admin';
import type { ResourceDeclaration } from '../declare';
import GeneratedForm from './GeneratedForm';

/** Edition: the generated form, saved pessimistically; deletion asks for confirmation. */
const GeneratedEdit = ({ declaration }: { declaration: ResourceDeclaration<object> }) => (
  <Edit mutationMode="pessimistic" redirect="list">
    <GeneratedForm
      declaration={declaration}
      toolbar={
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <SaveButton />
          {declaration.endpoints.delete && <DeleteButton mutationMode="pessimistic" />}
        </Toolbar>
      }
    />
  </Edit>
);

export default GeneratedEdit;
