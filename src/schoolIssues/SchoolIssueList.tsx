import { List, SearchInput } from 'react-admin';
import EmptyState from '../common/EmptyState';
import ListPagination from '../common/ListPagination';
import DrenFilterInput from '../common/DrenFilterInput';
import SchoolRows from '../schools/SchoolRows';
import BusyListContent from '../common/BusyListContent';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Nom, code ou ville" />,
  <DrenFilterInput key="dren_id" source="dren_id" alwaysOn />,
];

/** /schoolValidationIssues: schools with students to correct, the most to correct first. */
const SchoolIssueList = () => (
  <List
    component={BusyListContent}
    title="Élèves à corriger"
    sort={{ field: 'school_issueCount', order: 'DESC' }}
    perPage={25}
    filters={filters}
    exporter={false}
    actions={false}
    pagination={<ListPagination />}
    empty={<EmptyState message="Aucune école n’a d’élève à corriger." />}
  >
    <SchoolRows />
  </List>
);

export default SchoolIssueList;
