import { List, SearchInput } from 'react-admin';
import BulkDeleteButton from '../../common/bulk/BulkDeleteButton';
import EmptyState from '../../common/EmptyState';
import ListErrorState from '../../common/ListErrorState';
import ListPagination from '../../common/ListPagination';
import { fieldsOf, type ResourceDeclaration } from '../declare';
import FieldRows from './FieldRows';

/**
 * The list a declaration gives: its rows (`FieldRows`), a search box when a field is
 * searchable, pages of 25/50/100, bulk deletion with a summary.
 */
const GeneratedList = ({ declaration }: { declaration: ResourceDeclaration<object> }) => {
  const fields = fieldsOf(declaration);
  const { endpoints } = declaration;
  const rowClick = endpoints.update ? 'edit' : endpoints.getOne ? 'show' : false;
  const filters = fields.some(([, field]) => field.searchable)
    ? [<SearchInput key="q" source="q" alwaysOn placeholder="Rechercher" />]
    : undefined;
  return (
    <List
      title={declaration.label.many}
      sort={declaration.defaultSort}
      perPage={25}
      filters={filters}
      pagination={<ListPagination />}
      exporter={false}
      error={<ListErrorState />}
      empty={<EmptyState message={declaration.texts?.empty ?? 'Aucun élément pour le moment.'} />}
    >
      <FieldRows
        declaration={declaration}
        rowClick={rowClick}
        bulkActionButtons={endpoints.delete ? <BulkDeleteButton /> : false}
      />
    </List>
  );
};

export default GeneratedList;
