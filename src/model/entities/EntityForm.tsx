import type { ReactElement } from 'react';
import { TextInput, maxLength } from 'react-admin';
import ModelRecordForm from '../common/ModelRecordForm';
import OptionalReferenceInput from '../common/OptionalReferenceInput';

const validateDescription = maxLength(1000);

/** An entity's name, description and the organisation that answers for it. */
const EntityForm = ({ toolbar }: { toolbar?: ReactElement }) => (
  <ModelRecordForm nameSource="modelEntity_name" toolbar={toolbar}>
    <TextInput
      source="modelEntity_description"
      validate={validateDescription}
      multiline
      minRows={2}
    />
    <OptionalReferenceInput
      source="modelOrganization_id"
      reference="model-organization"
      optionText="modelOrganization_name"
      helperText="Une direction, un service ou un bureau, facultatif"
    />
  </ModelRecordForm>
);

export default EntityForm;
