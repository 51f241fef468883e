import type { ReactElement } from 'react';
import {
  AutocompleteInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  maxLength,
  required,
} from 'react-admin';
import LeaveGuard from '../common/LeaveGuard';
import { ENGINE_CHOICES } from '../common/modelChoices';

const validateName = [required(), maxLength(120)];
const validateHost = [required(), maxLength(200)];

/** A database's name, engine, host and where it runs (a node of the infrastructure). */
const DatabaseForm = ({ toolbar }: { toolbar?: ReactElement }) => (
  <SimpleForm toolbar={toolbar} noValidate warnWhenUnsavedChanges sx={{ maxWidth: 640 }}>
    <LeaveGuard />
    <TextInput source="modelDatabase_name" validate={validateName} autoComplete="off" />
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
    <ReferenceInput source="modelLocation_id" reference="model-location" perPage={50}>
      <AutocompleteInput
        optionText="modelLocation_name"
        filterToQuery={(q) => ({ q })}
        helperText="Un lieu de l’infrastructure (site, bâtiment…), facultatif"
      />
    </ReferenceInput>
  </SimpleForm>
);

export default DatabaseForm;
