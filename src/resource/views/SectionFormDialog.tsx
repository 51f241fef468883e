import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogTitle, Skeleton, Stack } from '@mui/material';
import {
  CreateBase,
  DeleteButton,
  EditBase,
  SaveButton,
  useEditContext,
  useGetRecordRepresentation,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import type { ResourceDeclaration } from '../declare';
import { bodyOf } from '../saveBody';
import GeneratedForm from './GeneratedForm';
import { useSectionWrite } from './useSectionWrite';
import { textsOf } from '../derivedTexts';

interface SectionFormDialogProps {
  declaration: ResourceDeclaration<object>;
  /** The record of the page the section sits on: its id goes into the section's `target`. */
  owner: RaRecord;
  /** The record to edit; none: a new one. */
  id?: Identifier;
  /** Offers deletion (with its confirmation) in the edition dialog. */
  deletable: boolean;
  onClose: () => void;
}

const Actions = ({
  onClose,
  deletable,
  onDeleted,
}: {
  onClose: () => void;
  deletable?: boolean;
  onDeleted?: () => void;
}) => (
  <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
    {deletable && (
      <DeleteButton
        mutationMode="pessimistic"
        redirect={false}
        mutationOptions={{ onSuccess: onDeleted }}
        sx={{ mr: 'auto' }}
      />
    )}
    <Button onClick={onClose}>Annuler</Button>
    <SaveButton />
  </DialogActions>
);

/** The edition form once its record is read (a skeleton meanwhile, so nothing typed is lost). */
const EditForm = ({
  declaration,
  titleId,
  deletable,
  onClose,
  onDeleted,
}: Pick<SectionFormDialogProps, 'declaration' | 'deletable' | 'onClose'> & {
  titleId: string;
  onDeleted: () => void;
}) => {
  const { record } = useEditContext();
  const represent = useGetRecordRepresentation(declaration.name);
  return (
    <>
      <DialogTitle id={titleId}>
        {record ? `Modifier « ${String(represent(record))} »` : declaration.label.one}
      </DialogTitle>
      {record ? (
        <GeneratedForm
          declaration={declaration}
          autoFocus
          toolbar={<Actions onClose={onClose} deletable={deletable} onDeleted={onDeleted} />}
        />
      ) : (
        <Stack spacing={2} sx={{ p: 3 }} aria-label="Chargement de l’élément">
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      )}
    </>
  );
};

/**
 * A section's record created or edited without leaving its owner's page: the module's
 * generated form in a dialog, its `target` set to the owner (never shown as a field), saved
 * pessimistically (a refusal keeps what was typed, a 400's errors on their fields).
 */
const SectionFormDialog = ({
  declaration,
  owner,
  id,
  deletable,
  onClose,
}: SectionFormDialogProps) => {
  const titleId = useId();
  const written = useSectionWrite(declaration, onClose);
  const target = declaration.section!.target;
  const keepTarget = (data: Record<string, unknown>) =>
    bodyOf(declaration)({ ...data, [target]: owner.id });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {id === undefined ? (
        <CreateBase
          resource={declaration.name}
          record={{ [target]: owner.id }}
          transform={keepTarget}
          redirect={false}
          mutationOptions={{ onSuccess: () => written('created') }}
        >
          <DialogTitle id={titleId}>{textsOf(declaration).createTitle}</DialogTitle>
          <GeneratedForm
            declaration={declaration}
            autoFocus
            toolbar={<Actions onClose={onClose} />}
          />
        </CreateBase>
      ) : (
        <EditBase
          resource={declaration.name}
          id={id}
          mutationMode="pessimistic"
          transform={keepTarget}
          redirect={false}
          mutationOptions={{ onSuccess: () => written('updated') }}
        >
          <EditForm
            declaration={declaration}
            titleId={titleId}
            deletable={deletable}
            onClose={onClose}
            onDeleted={() => written('deleted')}
          />
        </EditBase>
      )}
    </Dialog>
  );
};

export default SectionFormDialog;
