import { ReferenceManyField, useRecordContext, type RaRecord } from 'react-admin';
import EmptyState from '../../common/EmptyState';
import ListPagination from '../../common/ListPagination';
import PageSection from '../../common/PageSection';
import type { ResourceDeclaration } from '../declare';
import FieldRows from './FieldRows';

/**
 * One related resource on its owner's page: the records whose `section.target` holds the
 * owner's id, paged by the server, in the rows of the module's fields.
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
        <FieldRows declaration={declaration} rowClick={false} />
      </ReferenceManyField>
    </PageSection>
  );
};

export default RelatedSection;
