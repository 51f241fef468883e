import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { BulkActionsToolbar, ListBase, ListView, TopToolbar } from 'react-admin';
import DataTable from '../../common/DataTable';
import EmptyState from '../../common/EmptyState';
import { MOBILE_QUERY } from '../../constants/sidebar';
import ListErrorState from '../../common/ListErrorState';
import ListPagination from '../../common/ListPagination';
import StudentIdLink from '../../students/StudentIdLink';
import QueueFiltersBar from '../QueueFiltersBar';
import { QUEUE_SORT, queueParams } from '../../decision/queueFilters';
import { useQueueFilters } from '../useQueueFilters';
import { useNarrowScreen } from '../../common/useNarrowScreen';
import { useStudentRules } from '../../decision/useStudentRules';
import BulkActions from './BulkActions';
import BulkPhoneRow from './BulkPhoneRow';
import SelectAllMatching from './SelectAllMatching';
import type { RecordBook, Row } from './selection';

const Column = DataTable.Col<Row>;

/**
 * On a phone the bulk toolbar (count, « Tout sélectionner », Valider, Rejeter) cannot hold on
 * one line over the table: it takes its own place above it and wraps.
 */
const PHONE_TOOLBAR = {
  [`@media ${MOBILE_QUERY}`]: {
    '& .RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)': {
      position: 'static',
      transform: 'none',
      height: 'auto',
      flexWrap: 'wrap',
      py: 0.5,
    },
    '& .RaBulkActionsToolbar-toolbar .RaBulkActionsToolbar-title': {
      flex: '1 1 100%',
      flexWrap: 'wrap',
      minWidth: 0,
    },
  },
};

/** The table's columns on a wide screen (keyed: DataTable counts its children). */
const columns = [
  <Column
    key="student_idNumber"
    source="student_idNumber"
    label="Matricule"
    render={(record) => <StudentIdLink idNumber={record.student_idNumber} />}
  />,
  <Column key="student_lastName" source="student_lastName" label="Nom" />,
  <Column key="student_firstName" source="student_firstName" label="Prénoms" />,
  <Column key="student_class" source="student_class" label="Classe" />,
  <Column key="school_name" source="school_name" label="École" />,
  <Column key="dren_name" source="dren_name" label="DREN" />,
  <Column
    key="student_issues"
    source="student_issues"
    label="Règles non respectées"
    disableSort
    render={(record) => record.student_issues?.length || ''}
  />,
];

/** The queue as a list: select rows, then validate or reject them all at once. */
const BulkView = () => {
  const { filters, setFilters } = useQueueFilters();
  const narrow = useNarrowScreen();
  const rules = useStudentRules().data;
  // On a phone, one cell per student, the broken rules named in it.
  const phoneColumn = (
    <Column
      source="student_lastName"
      label="Élève"
      render={(record) => <BulkPhoneRow record={record} rules={rules} />}
    />
  );
  const [book] = useState<RecordBook>(() => new Map());
  const actions = <BulkActions target={filters.target} book={book} />;
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
            <TopToolbar
              // '&&': above the theme's phone rule, which keeps a toolbar at its content's width.
              sx={{ justifyContent: 'flex-start', '&&': { flex: '1 1 auto', minWidth: 0 } }}
            >
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'normal' }}>
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
            // Both: the buttons turn the checkboxes on, the toolbar is where they show.
            bulkActionButtons={actions}
            bulkActionsToolbar={
              <BulkActionsToolbar selectAllButton={<SelectAllMatching book={book} />}>
                {actions}
              </BulkActionsToolbar>
            }
            rowClick="toggleSelection"
            size="small"
            sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' }, ...PHONE_TOOLBAR }}
          >
            {narrow ? phoneColumn : columns}
          </DataTable>
        </ListView>
      </ListBase>
    </Box>
  );
};

export default BulkView;
