import type { ReactElement } from 'react';
import { SelectInput, TextInput, maxLength, required } from 'react-admin';
import ModelRecordForm from '../common/ModelRecordForm';
import OptionalReferenceInput from '../common/OptionalReferenceInput';
import { ENGINE_CHOICES } from '../common/modelChoices';

const validateHost = [required(), maxLength(200)];

/** A database's name, engine, host and where it runs (a node of the infrastructure). */
const DatabaseForm = ({ toolbar }: { toolbar?: ReactElement }) => (
  <ModelRecordForm nameSource="modelDatabase_name" toolbar={toolbar}>
    <SelectInput
      source="modelDatabase_engine"
      choices={ENGINE_CHOICES}
      translateChoice={false}
      validate={required()}
    />
    <TextInput
      source="modelDatabase_host"
      validate={validateHost}
      autoComplete="off"
      spellCheck={false}
      helperText="Nom ou adresse du serveur, par exemple db-scolarite.local"
    />
    <OptionalReferenceInput
      source="modelLocation_id"
      reference="model-location"
      optionText="modelLocation_name"
      helperText="Un lieu de l’infrastructure (site, bâtiment…), facultatif"
    />
  </ModelRecordForm>
);

export default DatabaseForm;
