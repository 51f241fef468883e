import { DataTable, ReferenceManyField, useRecordContext, type RaRecord } from 'react-admin';
import EmptyState from '../../common/EmptyState';
import ListPagination from '../../common/ListPagination';
import PageSection from '../../common/PageSection';
import type { ResourceDeclaration } from '../declare';
import { fieldColumns } from './fieldColumns';

/**
 * One related resource on its owner's page: the records whose `section.target` holds the
 * owner's id, paged by the server, with the columns of the module's fields.
 */
const RelatedSection = ({ declaration }: { declaration: ResourceDeclaration<object> }) => {
  const owner = useRecordContext<RaRecord>();
  const { section } = declaration;
  if (!owner || !section) return null;
  return (
    <PageSection title={section.title ?? declaration.label.many}>
      <ReferenceManyField
        reference={declaration.name}
        target={section.target}
        sort={declaration.defaultSort}
        perPage={25}
        pagination={<ListPagination />}
        empty={<EmptyState message={declaration.texts?.empty ?? 'Aucun élément pour le moment.'} />}
      >
        <DataTable bulkActionButtons={false} rowClick={false}>
          {fieldColumns(declaration)}
        </DataTable>
      </ReferenceManyField>
    </PageSection>
  );
};

export default RelatedSection;
