import { useState, type ReactNode } from 'react';
import { Button, Card, CardContent, Skeleton, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useNotify, type RaRecord } from 'react-admin';
import EmptyState from '../../common/EmptyState';
import PageSection from '../../common/PageSection';
import RetryAlert from '../../common/RetryAlert';
import EditRecordDialog from '../common/EditRecordDialog';
import ModelFormDialog from '../common/ModelFormDialog';
import type { SourceModel } from './sourceModels';
import SortableSources from './SortableSources';
import { useOrderedSources } from './useOrderedSources';
import { recordNotice, recordNounOf } from '../../common/recordNotice';

interface SourcesSectionProps {
  model: SourceModel;
  ownerId: number;
  nameOf: (record: RaRecord) => string;
  detailOf: (record: RaRecord) => string;
  /** The inputs of a source's form. */
  fields: ReactNode;
}

/** The dialog open: a new source (`record`: its defaults) or one to edit, read first (`id`). */
type Editing = { record: Record<string, unknown>; title: string; id?: RaRecord['id'] } | null;

/** A record's ordered sources under its form: list, reorder, add, edit and delete. */
const SourcesSection = ({ model, ownerId, nameOf, detailOf, fields }: SourcesSectionProps) => {
  const sources = useOrderedSources(model, ownerId);
  const notify = useNotify();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<RaRecord | null>(null);
  const { items } = sources;
  const noun = recordNounOf(model.resource)!;

  const save = async (values: Record<string, unknown>) => {
    await sources.save(values);
    const action = values.id === undefined ? 'created' : 'updated';
    notify(recordNotice(noun, action, nameOf(values as RaRecord)), { type: 'success' });
  };

  const confirmDelete = async (record: RaRecord) => {
    setDeleting(null);
    if (await sources.remove(record))
      notify(recordNotice(noun, 'deleted', nameOf(record)), { type: 'success' });
  };

  const body = sources.error ? (
    <RetryAlert onRetry={() => sources.reload()}>{sources.error}</RetryAlert>
  ) : !items ? (
    <Stack spacing={1} aria-label="Chargement des sources">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} variant="rounded" height={48} />
      ))}
    </Stack>
  ) : items.length === 0 ? (
    <EmptyState message={model.emptyMessage} hint="Ajoutez-en une avec « Ajouter une source »." />
  ) : (
    <SortableSources
      items={items}
      label={model.title}
      nameOf={nameOf}
      detailOf={detailOf}
      onReorder={(from, to) => void sources.reorder(from, to)}
      onEdit={(record) =>
        setEditing({ record, id: record.id, title: `Modifier « ${nameOf(record)} »` })
      }
      onDelete={setDeleting}
    />
  );

  return (
    // On a phone react-admin's form toolbar is fixed at the bottom: room to scroll past it.
    <Card sx={{ mt: 2, mb: { xs: 10, sm: 0 } }}>
      <CardContent>
        <PageSection
          title={model.title}
          actions={
            <Button
              startIcon={<AddIcon />}
              onClick={() => setEditing({ record: {}, title: 'Nouvelle source' })}
              disabled={!items}
            >
              Ajouter une source
            </Button>
          }
        >
          {body}
        </PageSection>
      </CardContent>
      {editing?.id !== undefined && (
        <EditRecordDialog
          resource={model.resource}
          id={editing.id}
          title={editing.title}
          onSubmit={save}
          onClose={() => setEditing(null)}
        >
          {fields}
        </EditRecordDialog>
      )}
      {editing && editing.id === undefined && (
        <ModelFormDialog
          title={editing.title}
          defaultValues={editing.record}
          onSubmit={save}
          onClose={() => setEditing(null)}
        >
          {fields}
        </ModelFormDialog>
      )}
      {deleting && (
        <Confirm
          isOpen
          title={`Supprimer la source « ${nameOf(deleting)} » ?`}
          content="La source sera supprimée définitivement ; les autres gardent leur ordre."
          confirm="Supprimer"
          cancel="Annuler"
          confirmColor="warning"
          ConfirmIcon={DeleteIcon}
          onConfirm={() => void confirmDelete(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </Card>
  );
};

export default SourcesSection;
