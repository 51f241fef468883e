import { Box, Link as MuiLink, Typography } from '@mui/material';
import { DataTable, ListBase, ListView, TopToolbar } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Student } from '../../api/types';
import EmptyState from '../../common/EmptyState';
import ListErrorState from '../../common/ListErrorState';
import ListPagination from '../../common/ListPagination';
import { studentShowPath } from '../../students/studentPath';
import QueueFiltersBar from '../QueueFiltersBar';
import { QUEUE_SORT, queueParams } from '../queueFilters';
import { useQueueFilters } from '../useQueueFilters';
import BulkActions from './BulkActions';

type Row = Student & { id: string };
const Column = DataTable.Col<Row>;

/** The queue as a list: select rows, then validate or reject them all at once. */
const BulkView = () => {
  const { filters, setFilters } = useQueueFilters();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <QueueFiltersBar filters={filters} onChange={setFilters} />
      <ListBase
        key={JSON.stringify(filters)}
        resource="validation"
        filter={queueParams(filters)}
        sort={{ field: QUEUE_SORT.sort, order: QUEUE_SORT.order }}
        perPage={25}
        disableSyncWithLocation
        storeKey={false}
      >
        <ListView
          title={false}
          actions={
            // Also the place where react-admin's bulk toolbar opens over the list.
            <TopToolbar sx={{ justifyContent: 'flex-start' }}>
              <Typography variant="body2" color="text.secondary">
                Cochez des élèves, puis validez-les ou rejetez-les en une seule fois.
              </Typography>
            </TopToolbar>
          }
          pagination={<ListPagination />}
          empty={<EmptyState message="Aucun élève en attente ne correspond à ces filtres." />}
          error={<ListErrorState />}
          sx={{ '& .RaList-main': { minWidth: 0 } }}
        >
          <DataTable<Row>
            bulkActionButtons={<BulkActions target={filters.target} />}
            rowClick="toggleSelection"
            size="small"
            sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' } }}
          >
            <Column
              source="student_idNumber"
              label="Matricule"
              render={(record) => (
                <MuiLink
                  component={Link}
                  to={studentShowPath(record.student_idNumber)}
                  onClick={(event) => event.stopPropagation()}
                  sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}
                >
                  {record.student_idNumber}
                </MuiLink>
              )}
            />
            <Column source="student_lastName" label="Nom" />
            <Column source="student_firstName" label="Prénoms" />
            <Column source="student_class" label="Classe" />
            <Column source="school_name" label="École" />
            <Column source="dren_name" label="DREN" />
            <Column
              source="student_issues"
              label="Règles non respectées"
              disableSort
              render={(record) => record.student_issues?.length || ''}
            />
          </DataTable>
        </ListView>
      </ListBase>
    </Box>
  );
};

export default BulkView;
