import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import {
  Button,
  ReferenceManyField,
  useRecordContext,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import EmptyState from '../../common/EmptyState';
import ListPagination from '../../common/ListPagination';
import PageSection from '../../common/PageSection';
import type { ResourceDeclaration } from '../declare';
import FieldRows from './FieldRows';
import SectionFormDialog from './SectionFormDialog';
import { useMay } from './useMay';
import { textsOf } from '../derivedTexts';

/** The dialog open: a new record, or the one whose row was clicked. */
type Editing = { id?: Identifier } | null;

/**
 * One related resource on its owner's page: the records whose `section.target` holds the
 * owner's id, paged by the server, in the rows of the module's fields. What the module
 * declares, and the user's roles allow, is done here: « Ajouter », a row opening its form in a dialog,
 * deletion with its confirmation. Loading, a failed load (« Réessayer ») and no record are
 * shown as a page's list shows them (`FieldRows`: react-admin's `empty` would also stand for
 * a failed load).
 */
const RelatedSection = ({ declaration }: { declaration: ResourceDeclaration<object> }) => {
  const may = useMay(declaration);
  const owner = useRecordContext<RaRecord>();
  const [editing, setEditing] = useState<Editing>(null);
  const { section } = declaration;
  if (!owner || !section) return null;
  const title = section.title ?? declaration.label.many;
  return (
    <PageSection
      title={title}
      actions={
        may.create && (
          <Button label="Ajouter" onClick={() => setEditing({})}>
            <AddIcon />
          </Button>
        )
      }
    >
      <ReferenceManyField
        reference={declaration.name}
        target={section.target}
        sort={declaration.defaultSort}
        perPage={25}
        pagination={<ListPagination />}
      >
        <FieldRows
          declaration={declaration}
          open={may.update ? (id) => setEditing({ id }) : false}
          empty={<EmptyState message={textsOf(declaration).empty} />}
        />
      </ReferenceManyField>
      {editing && (
        <SectionFormDialog
          declaration={declaration}
          owner={owner}
          id={editing.id}
          deletable={may.delete}
          onClose={() => setEditing(null)}
        />
      )}
    </PageSection>
  );
};

export default RelatedSection;
