import { FunctionField, Show, SimpleShowLayout, type RaRecord } from 'react-admin';
import { fieldsOf, type ResourceDeclaration } from '../declare';
import { displayValue } from './displayValue';

/** One record, read only: every declared field with its French label. */
const GeneratedShow = ({ declaration }: { declaration: ResourceDeclaration<object> }) => (
  <Show>
    <SimpleShowLayout>
      {fieldsOf(declaration).map(([name, field]) => (
        <FunctionField
          key={name}
          source={name}
          label={field.label}
          render={(record: RaRecord) => displayValue(field, record[name])}
        />
      ))}
    </SimpleShowLayout>
  </Show>
);

export default GeneratedShow;
