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
import { fieldsOf, type ResourceDeclaration } from '../declare';
import type { FieldDeclaration } from '../fieldDeclaration';
import { saveSchema } from '../rules';
import FormDraft from '../../drafts/FormDraft';
import FocusOnOpen from './FocusOnOpen';
import { useNewRecordResetOptions } from '../../common/useNewRecordResetOptions';

const input = (name: string, field: FieldDeclaration) => {
  // React wants `key` written out, never spread from an object (an error per input in development).
  const common = { source: name, label: field.label, isRequired: field.required };
  switch (field.type) {
    case 'number':
      return <NumberInput key={name} {...common} />;
    case 'boolean':
      return <BooleanInput key={name} {...common} />;
    case 'date':
      return <DateInput key={name} {...common} />;
    case 'choice':
      return (
        <SelectInput
          key={name}
          {...common}
          choices={[...(field.choices ?? [])]}
          translateChoice={false}
        />
      );
    case 'longText':
      return <TextInput key={name} {...common} multiline minRows={3} />;
    default:
      return <TextInput key={name} {...common} />;
  }
};

/**
 * The form a declaration gives: one input per field that is not read-only, checked by the
 * declaration's rules (the same zod schema as the demo API's), French messages on the fields.
 * `autoFocus`: its first input takes the focus (a dialog, where the keyboard starts typing).
 */
const GeneratedForm = <R extends object>({
  declaration,
  toolbar,
  autoFocus = false,
}: {
  declaration: ResourceDeclaration<R>;
  toolbar?: ReactElement;
  autoFocus?: boolean;
}) => {
  const inputs = fieldsOf(declaration).filter(([, field]) => !field.readOnly);
  return (
    <SimpleForm
      resolver={zodResolver(saveSchema(declaration))}
      resetOptions={useNewRecordResetOptions()}
      toolbar={toolbar}
      noValidate
      sx={{ maxWidth: 640 }}
    >
      <FormDraft />
      {autoFocus && inputs[0] && <FocusOnOpen source={inputs[0][0]} />}
      {inputs.map(([name, field]) => input(name, field))}
    </SimpleForm>
  );
};

export default GeneratedForm;
