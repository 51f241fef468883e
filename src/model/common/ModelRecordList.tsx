import type { ReactElement, ReactNode } from 'react';
import { List, SimpleList, type RaRecord } from 'react-admin';
import DataTable from '../../common/DataTable';
import ListErrorState from '../../common/ListErrorState';
import { tableSx } from '../../common/tableSx';
import { useNarrowScreen } from '../../common/useNarrowScreen';
import ListPagination from '../../common/ListPagination';

interface ModelRecordListProps {
  filters: ReactElement[];
  /** The name field: the default sort, and the first line of a row on a phone. */
  nameField: string;
  /** The second line of a row on a phone. */
  secondaryText: (record: RaRecord) => ReactNode;
  /** The table's columns on a wider screen. */
  children: ReactNode;
}

/**
 * The list of a data-model record (databases, entities): paged on the server, a row opens
 * the record, cards on a phone and a table elsewhere.
 */
const ModelRecordList = ({ filters, nameField, secondaryText, children }: ModelRecordListProps) => {
  const narrow = useNarrowScreen();
  return (
    <List
      filters={filters}
      sort={{ field: nameField, order: 'ASC' }}
      perPage={25}
      pagination={<ListPagination />}
      exporter={false}
      error={<ListErrorState />}
    >
      {narrow ? (
        <SimpleList<RaRecord>
          rowClick="edit"
          primaryText={(record) => record[nameField]}
          secondaryText={secondaryText}
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false} sx={tableSx}>
          {children}
        </DataTable>
      )}
    </List>
  );
};

export default ModelRecordList;
