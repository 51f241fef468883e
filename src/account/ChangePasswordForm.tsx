import { Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, PasswordInput, SaveButton, required, useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../api/dataProvider';
import { tokenStorage } from '../api/token';
import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  passwordRule,
  validatorOf,
} from '../users/credentialRules';

const validatePassword = validatorOf(passwordRule);

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}

const mustMatch = (value: string, values: PasswordValues) =>
  value && value !== values.newPassword
    ? 'La confirmation ne correspond pas au nouveau mot de passe.'
    : undefined;

const mustDiffer = (value: string, values: PasswordValues) =>
  value && value === values.currentPassword
    ? "Le nouveau mot de passe doit être différent de l'actuel."
    : undefined;

/** The server's per-field messages of a refused change (400), if any. */
const serverErrors = (error: unknown): Record<string, string> | undefined =>
  (error as { body?: { errors?: Record<string, string> } }).body?.errors;

/**
 * POST /api/auth/change_password. A refused change leaves what was typed in place and
 * puts the server's messages on the fields; a successful one empties the three fields.
 */
const ChangePasswordForm = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  // A new key mounts a fresh, empty form (nothing left to warn about when leaving).
  const [formKey, setFormKey] = useState(0);

  const submit = async (values: Partial<PasswordValues>) => {
    try {
      const answer = await dataProvider.call<{ token?: unknown } | null>('auth.changePassword', {
        body: { currentPassword: values.currentPassword, newPassword: values.newPassword },
      });
      // The server ends the account's other sessions and gives this one a new token.
      if (typeof answer?.token === 'string' && answer.token) tokenStorage.set(answer.token);
      notify('Votre mot de passe a été modifié.', { type: 'success' });
      setFormKey((key) => key + 1);
      return undefined;
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      return serverErrors(error);
    }
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Changer de mot de passe
        </Typography>
        <Form
          key={formKey}
          onSubmit={submit}
          mode="onBlur"
          reValidateMode="onChange"
          warnWhenUnsavedChanges
        >
          <PasswordInput
            source="currentPassword"
            label="Mot de passe actuel"
            autoComplete="current-password"
            validate={required('Le mot de passe actuel est obligatoire.')}
            fullWidth
          />
          <PasswordInput
            source="newPassword"
            label="Nouveau mot de passe"
            autoComplete="new-password"
            helperText={`${MIN_PASSWORD_LENGTH} à ${MAX_PASSWORD_LENGTH} caractères.`}
            validate={[
              required('Le nouveau mot de passe est obligatoire.'),
              validatePassword,
              mustDiffer,
            ]}
            fullWidth
          />
          <PasswordInput
            source="confirmation"
            label="Confirmation du nouveau mot de passe"
            autoComplete="new-password"
            validate={[required('Veuillez confirmer le nouveau mot de passe.'), mustMatch]}
            fullWidth
          />
          <SaveButton label="Changer le mot de passe" alwaysEnable />
        </Form>
      </CardContent>
    </Card>
  );
};

export default ChangePasswordForm;
