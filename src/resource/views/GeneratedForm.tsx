import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactElement } from 'react';
import {
  BooleanInput,
  DateInput,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import { fieldsOf, type FieldDeclaration, type ResourceDeclaration } from '../declare';
import { saveSchema } from '../rules';

const input = (name: string, field: FieldDeclaration) => {
  const common = { key: name, source: name, label: field.label };
  switch (field.type) {
    case 'number':
      return <NumberInput {...common} />;
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'date':
      return <DateInput {...common} />;
    case 'choice':
      return (
        <SelectInput {...common} choices={[...(field.choices ?? [])]} translateChoice={false} />
      );
    case 'longText':
      return <TextInput {...common} multiline minRows={3} />;
    default:
      return <TextInput {...common} />;
  }
};

/**
 * The form a declaration gives: one input per field that is not read-only, checked by the
 * declaration's rules (the same zod schema as the demo API's), French messages on the fields.
 */
const GeneratedForm = ({
  declaration,
  toolbar,
}: {
  declaration: ResourceDeclaration<object>;
  toolbar?: ReactElement;
}) => (
  <SimpleForm
    resolver={zodResolver(saveSchema(declaration))}
    toolbar={toolbar}
    noValidate
    sx={{ maxWidth: 640 }}
  >
    {fieldsOf(declaration)
      .filter(([, field]) => !field.readOnly)
      .map(([name, field]) => input(name, field))}
  </SimpleForm>
);

export default GeneratedForm;
