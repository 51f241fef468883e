import type { ReactElement, ReactNode } from 'react';
import { SimpleForm, TextInput, maxLength, required } from 'react-admin';
import LeaveGuard from './LeaveGuard';
import FormDraft from '../../drafts/FormDraft';
import { useNewRecordResetOptions } from '../../common/useNewRecordResetOptions';

const validateName = [required(), maxLength(120)];

interface ModelRecordFormProps {
  /** The record's name field, always the first input and required. */
  nameSource: string;
  toolbar?: ReactElement;
  children: ReactNode;
}

/** The form of a model record (entity, database): its name first, then its own fields; leaving unsaved asks first. */
const ModelRecordForm = ({ nameSource, toolbar, children }: ModelRecordFormProps) => (
  <SimpleForm
    toolbar={toolbar}
    noValidate
    warnWhenUnsavedChanges
    resetOptions={useNewRecordResetOptions()}
    sx={{ maxWidth: 640 }}
  >
    <LeaveGuard />
    <FormDraft />
    <TextInput source={nameSource} validate={validateName} autoComplete="off" />
    {children}
  </SimpleForm>
);

export default ModelRecordForm;
