import { useMediaQuery } from '@mui/material';
import { DataTable, List, SearchInput, SimpleList, type RaRecord } from 'react-admin';
import BulkDeleteButton from '../../common/bulk/BulkDeleteButton';
import EmptyState from '../../common/EmptyState';
import ListErrorState from '../../common/ListErrorState';
import ListPagination from '../../common/ListPagination';
import { MOBILE_QUERY } from '../../layout/sidebar/constants';
import { fieldsOf, type ResourceDeclaration } from '../declare';
import { displayValue } from './displayValue';
import { fieldColumns } from './fieldColumns';

/**
 * The list a declaration gives: its list fields as columns (sortable where declared), a
 * search box when a field is searchable, pages of 25/50/100, bulk deletion with a summary,
 * and one line per record under 768px.
 */
const GeneratedList = ({ declaration }: { declaration: ResourceDeclaration<object> }) => {
  const narrow = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const fields = fieldsOf(declaration);
  const columns = fields.filter(([, field]) => field.inList !== false);
  const { endpoints } = declaration;
  const rowClick = endpoints.update ? 'edit' : endpoints.getOne ? 'show' : false;
  const filters = fields.some(([, field]) => field.searchable)
    ? [<SearchInput key="q" source="q" alwaysOn placeholder="Rechercher" />]
    : undefined;
  const [first, second] = columns;
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
      {narrow ? (
        <SimpleList
          linkType={rowClick}
          primaryText={(record: RaRecord) => first && displayValue(first[1], record[first[0]])}
          secondaryText={(record: RaRecord) => second && displayValue(second[1], record[second[0]])}
        />
      ) : (
        <DataTable
          rowClick={rowClick}
          bulkActionButtons={endpoints.delete ? <BulkDeleteButton /> : false}
        >
          {fieldColumns(declaration)}
        </DataTable>
      )}
    </List>
  );
};

export default GeneratedList;
