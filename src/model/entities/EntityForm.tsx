import type { ReactElement } from 'react';
import {
  AutocompleteInput,
  ReferenceInput,
  SimpleForm,
  TextInput,
  maxLength,
  required,
} from 'react-admin';
import LeaveGuard from '../common/LeaveGuard';

const validateName = [required(), maxLength(120)];
const validateDescription = maxLength(1000);

/** An entity's name, description and the organisation that answers for it. */
const EntityForm = ({ toolbar }: { toolbar?: ReactElement }) => (
  <SimpleForm toolbar={toolbar} noValidate warnWhenUnsavedChanges sx={{ maxWidth: 640 }}>
    <LeaveGuard />
    <TextInput source="modelEntity_name" validate={validateName} autoComplete="off" />
    <TextInput
      source="modelEntity_description"
      validate={validateDescription}
      multiline
      minRows={2}
    />
    <ReferenceInput source="modelOrganization_id" reference="model-organization" perPage={50}>
      <AutocompleteInput
        optionText="modelOrganization_name"
        filterToQuery={(q) => ({ q })}
        helperText="Une direction, un service ou un bureau, facultatif"
      />
    </ReferenceInput>
  </SimpleForm>
);

export default EntityForm;
