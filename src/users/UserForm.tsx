import type { ReactElement } from 'react';
import { SimpleForm, TextInput } from 'react-admin';
import AdditionalRolesInput from './AdditionalRolesInput';
import MainRoleInput from './MainRoleInput';
import PasswordInputs from './PasswordInputs';
import { LOGIN_NAME_HINT, validateEmail, validateFullName, validateLoginName } from './validation';
import FormDraft from '../drafts/FormDraft';
import { useNewRecordResetOptions } from '../common/useNewRecordResetOptions';

/** A new account starts without any role (least privilege). */
const CREATE_DEFAULTS = { login_role: '', login_additionalRoles: [] };

interface UserFormProps {
  creating?: boolean;
  toolbar?: ReactElement;
}

/** The account form shared by creation and edition. */
const UserForm = ({ creating = false, toolbar }: UserFormProps) => (
  <SimpleForm
    defaultValues={creating ? CREATE_DEFAULTS : undefined}
    resetOptions={useNewRecordResetOptions()}
    toolbar={toolbar}
    noValidate
    sx={{ maxWidth: 640 }}
  >
    <FormDraft />
    <TextInput
      source="login_name"
      validate={validateLoginName}
      helperText={LOGIN_NAME_HINT}
      autoComplete="off"
      spellCheck={false}
    />
    <TextInput source="login_fullName" validate={validateFullName} autoComplete="off" />
    <TextInput source="login_email" type="email" validate={validateEmail} autoComplete="off" />
    <MainRoleInput />
    <AdditionalRolesInput />
    <PasswordInputs creating={creating} />
  </SimpleForm>
);

export default UserForm;
