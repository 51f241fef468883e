import type { ReactElement } from 'react';
import { BooleanInput, maxLength, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { KIND_CHOICES } from '../kinds';
import CronInput from './CronInput';
import TaskParamsInput from './TaskParamsInput';
import FormDraft from '../../drafts/FormDraft';
import { useNewRecordResetOptions } from '../../common/useNewRecordResetOptions';

const CREATE_DEFAULTS = { task_enabled: true, task_params: '{}', task_cron: '' };

/** The task form shared by creation and edition; leaving it with changes asks first. */
const TaskForm = ({
  creating = false,
  toolbar,
}: {
  creating?: boolean;
  toolbar?: ReactElement;
}) => (
  <SimpleForm
    defaultValues={creating ? CREATE_DEFAULTS : undefined}
    resetOptions={useNewRecordResetOptions()}
    toolbar={toolbar}
    warnWhenUnsavedChanges
    noValidate
    sx={{ maxWidth: 720 }}
  >
    <FormDraft />
    <TextInput
      source="task_name"
      label="Nom"
      validate={[required('Le nom est obligatoire.'), maxLength(120, '120 caractères au maximum.')]}
      autoComplete="off"
    />
    <SelectInput
      source="task_kind"
      label="Type"
      choices={KIND_CHOICES}
      translateChoice={false}
      validate={required('Choisissez le type de la tâche.')}
    />
    <CronInput />
    <TaskParamsInput />
    <TextInput
      source="task_description"
      label="Description"
      multiline
      minRows={2}
      validate={maxLength(1000, '1000 caractères au maximum.')}
    />
    <BooleanInput source="task_enabled" label="Active (exécutée selon sa planification)" />
  </SimpleForm>
);

export default TaskForm;
