import { DeleteButton, Edit, SaveButton, Toolbar } from 'react-admin';
import type { ResourceDeclaration } from '../declare';
import { bodyOf } from '../saveBody';
import GeneratedForm from './GeneratedForm';
import { useMay } from './useMay';

/** Edition: the generated form, saved pessimistically; deletion (its roles allowing) asks for confirmation. */
const GeneratedEdit = ({ declaration }: { declaration: ResourceDeclaration<object> }) => {
  const may = useMay(declaration);
  return (
    <Edit mutationMode="pessimistic" redirect="list" transform={bodyOf(declaration)}>
      <GeneratedForm
        declaration={declaration}
        toolbar={
          <Toolbar sx={{ justifyContent: 'space-between' }}>
            <SaveButton />
            {may.delete && <DeleteButton mutationMode="pessimistic" />}
          </Toolbar>
        }
      />
    </Edit>
  );
};

export default GeneratedEdit;
