import { Link } from '@mui/material';
import { useTheme } from '@mui/material';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { filteredListPath } from '../common/filteredListPath';
import type { SchoolStatsByDren } from '../api/types';
import BreakdownView from './BreakdownView';
import type { Column } from './columns';
import DashboardCard from './DashboardCard';
import { csvPercent, formatCount, formatPercent, ratio } from './format';
import { statsBySchoolPath } from './paths';
import { useStatsCall } from './useStatsCall';
import { useCardView } from './useUrlState';
import type { View } from './ViewSwitch';

const TITLE = 'Écoles par DREN';

interface SchoolsRow {
  id: number;
  name: string;
  schools: number;
  schoolsWithIssues: number;
  students: number;
}

const selectRows = (data: SchoolStatsByDren[]): SchoolsRow[] =>
  data
    .map((item) => ({
      id: item.dren_id,
      name: item.dren_name,
      schools: item.schools,
      schoolsWithIssues: Math.min(item.schoolsWithIssues, item.schools),
      students: item.students,
    }))
    .sort(
      (a, b) =>
        b.schoolsWithIssues - a.schoolsWithIssues ||
        a.name.localeCompare(b.name, 'fr', { numeric: true }),
    );

const issuesPath = (row: SchoolsRow) =>
  filteredListPath('/schoolValidationIssues', { dren_id: row.id });

/** The DREN's link opens its schools in this card's view. */
const columnsFor = (view: View): readonly Column<SchoolsRow>[] => [
  {
    header: 'DREN',
    render: (row, total) =>
      total ? (
        row.name
      ) : (
        <Link component={RouterLink} to={statsBySchoolPath(row.id, view)} underline="hover">
          {row.name}
        </Link>
      ),
    csv: (row) => row.name,
  },
  {
    header: 'Écoles',
    numeric: true,
    render: (row) => formatCount(row.schools),
    csv: (row) => row.schools,
  },
  {
    header: 'Écoles ayant des élèves à corriger',
    numeric: true,
    render: (row, total) =>
      total || row.schoolsWithIssues === 0 ? (
        formatCount(row.schoolsWithIssues)
      ) : (
        <Link component={RouterLink} to={issuesPath(row)} underline="hover">
          {formatCount(row.schoolsWithIssues)}
        </Link>
      ),
    csv: (row) => row.schoolsWithIssues,
  },
  {
    header: 'Part des écoles à corriger',
    numeric: true,
    render: (row) => formatPercent(ratio(row.schoolsWithIssues, row.schools)),
    csv: (row) => csvPercent(ratio(row.schoolsWithIssues, row.schools)),
  },
  {
    header: 'Élèves',
    numeric: true,
    render: (row) => formatCount(row.students),
    csv: (row) => row.students,
  },
];

const total = (rows: readonly SchoolsRow[]): SchoolsRow => ({
  id: 0,
  name: 'Total',
  schools: rows.reduce((sum, row) => sum + row.schools, 0),
  schoolsWithIssues: rows.reduce((sum, row) => sum + row.schoolsWithIssues, 0),
  students: rows.reduce((sum, row) => sum + row.students, 0),
});

/**
 * Schools of each DREN, split into those with students to correct and the others (most
 * to correct first); the count links to the schools to correct of that DREN.
 */
const SchoolsByDrenCard = () => {
  const { palette } = useTheme();
  const navigate = useNavigate();
  const cardView = useCardView('schools_view');
  const state = useStatsCall('stats.schoolStatsByDren', {}, { select: selectRows });
  return (
    <DashboardCard title={TITLE} state={state} isEmpty={(rows) => rows.length === 0}>
      {(rows) => (
        <BreakdownView
          rows={rows}
          rowKey={(row) => row.id}
          rowName={(row) => row.name}
          segments={[
            { id: 'issues', label: 'Avec élèves à corriger', color: palette.warning.main },
            { id: 'clean', label: 'Sans élève à corriger', color: palette.info.main },
          ]}
          segmentValue={(row, id) =>
            id === 'issues' ? row.schoolsWithIssues : row.schools - row.schoolsWithIssues
          }
          onSegmentClick={(row, id) =>
            navigate(id === 'issues' ? issuesPath(row) : statsBySchoolPath(row.id, cardView.view))
          }
          columns={columnsFor(cardView.view)}
          footer={total(rows)}
          caption={TITLE}
          fileName="ecoles-par-dren"
          {...cardView}
        />
      )}
    </DashboardCard>
  );
};

export default SchoolsByDrenCard;
