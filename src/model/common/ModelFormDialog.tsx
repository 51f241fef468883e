import { useEffect, useId, useState, type ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, SaveButton, type RaRecord } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { fieldErrors } from '../../api/errors';
import { useLeaveWarning } from './useLeaveWarning';

type Values = Record<string, unknown>;

interface ModelFormDialogProps {
  title: string;
  defaultValues: Values;
  /** Sends the values; a rejection keeps the dialog open with what was typed. */
  onSubmit: (values: Values) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}

const DirtyReporter = ({ onChange }: { onChange: (dirty: boolean) => void }) => {
  const { isDirty } = useFormState();
  useEffect(() => onChange(isDirty), [isDirty, onChange]);
  return null;
};

const errorMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Une erreur inattendue est survenue.';

/**
 * A small form in a dialog (tree nodes, sources). A refusal of the server keeps the dialog
 * and every value typed, shows its message, and puts a 400's field errors on their fields;
 * closing a changed form asks first.
 */
const ModelFormDialog = ({
  title,
  defaultValues,
  onSubmit,
  onClose,
  children,
}: ModelFormDialogProps) => {
  const titleId = useId();
  const [dirty, setDirty] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmLeave = useLeaveWarning(dirty);
  const close = () => {
    if (confirmLeave()) onClose();
  };
  const submit = async (values: Values) => {
    setError(null);
    try {
      await onSubmit(values);
      setDirty(false);
      onClose();
      return undefined;
    } catch (failure) {
      setError(errorMessage(failure));
      const body = (failure as { body?: unknown }).body;
      return fieldErrors(body);
    }
  };
  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Form record={defaultValues as RaRecord} onSubmit={submit} noValidate>
        <DirtyReporter onChange={setDirty} />
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          {children}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>Annuler</Button>
          <SaveButton alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
};

export default ModelFormDialog;
