import { PasswordInput, required } from 'react-admin';
import { MAX_PASSWORD_LENGTH } from './credentialRules';
import {
  MIN_PASSWORD_LENGTH,
  validateChangedPassword,
  validateNewPassword,
  validatePasswordConfirm,
} from './validation';

const validateConfirmOnCreate = [required(), validatePasswordConfirm];

/**
 * The password and its confirmation: required on creation; on edit an optional new
 * password, sent only when typed. The confirmation never leaves the form (see payload.ts).
 */
const PasswordInputs = ({ creating }: { creating: boolean }) => (
  <>
    <PasswordInput
      source="login_password"
      label={creating ? 'Mot de passe' : 'Nouveau mot de passe'}
      validate={creating ? validateNewPassword : validateChangedPassword}
      helperText={
        creating
          ? `${MIN_PASSWORD_LENGTH} à ${MAX_PASSWORD_LENGTH} caractères.`
          : 'Laisser vide pour conserver le mot de passe actuel.'
      }
      autoComplete="new-password"
    />
    <PasswordInput
      source="login_passwordConfirm"
      label={creating ? 'Confirmer le mot de passe' : 'Confirmer le nouveau mot de passe'}
      validate={creating ? validateConfirmOnCreate : validatePasswordConfirm}
      autoComplete="new-password"
    />
  </>
);

export default PasswordInputs;
