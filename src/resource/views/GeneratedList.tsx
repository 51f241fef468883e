import { List, SearchInput, TopToolbar } from 'react-admin';
import BulkDeleteButton from '../../common/bulk/BulkDeleteButton';
import InlineCreateButton from '../../common/InlineCreateButton';
import EmptyState from '../../common/EmptyState';
import ListErrorState from '../../common/ListErrorState';
import ListPagination from '../../common/ListPagination';
import { fieldsOf, type ResourceDeclaration } from '../declare';
import FieldRows from './FieldRows';
import { useMay } from './useMay';
import { textsOf } from '../derivedTexts';

/**
 * The list a declaration gives: its rows (`FieldRows`), a search box when a field is
 * searchable, pages of 25/50/100, and the writes the user's roles allow: « Créer », rows
 * opening the edition form, bulk deletion with a summary.
 */
const GeneratedList = ({ declaration }: { declaration: ResourceDeclaration<object> }) => {
  const fields = fieldsOf(declaration);
  const { endpoints } = declaration;
  const may = useMay(declaration);
  const open = may.update ? 'edit' : endpoints.getOne ? 'show' : false;
  const filters = fields.some(([, field]) => field.searchable)
    ? [<SearchInput key="q" source="q" alwaysOn placeholder="Rechercher" />]
    : undefined;
  return (
    <List
      title={declaration.label.many}
      sort={declaration.defaultSort}
      perPage={25}
      filters={filters}
      actions={<TopToolbar>{may.create && <InlineCreateButton />}</TopToolbar>}
      pagination={<ListPagination />}
      exporter={false}
      error={<ListErrorState />}
      empty={<EmptyState message={textsOf(declaration).empty} />}
    >
      <FieldRows
        declaration={declaration}
        open={open}
        bulkActionButtons={may.delete ? <BulkDeleteButton /> : false}
      />
    </List>
  );
};

export default GeneratedList;
