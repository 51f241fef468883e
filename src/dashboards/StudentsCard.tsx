import { Box, Card, CardContent, Skeleton, TablePagination } from '@mui/material';
import { useGetList } from 'react-admin';
import type { Student, ValidationState } from '../api/types';
import EmptyState from '../common/EmptyState';
import RetryAlert from '../common/RetryAlert';
import { useMayReadValidity } from '../auth/useMayReadValidity';
import { studentCsvColumns } from '../students/export/studentCsv';
import type { Column } from './columns';
import CsvButton from './CsvButton';
import { formatCount } from './format';
import StudentsTable from './StudentsTable';

export const STUDENTS_PER_PAGE = 25;

const csvColumns = (mayReadValidity: boolean): readonly Column<Student>[] =>
  studentCsvColumns(mayReadValidity).map(({ header, value }) => ({
    header,
    render: () => null,
    csv: value,
  }));

interface StudentsCardProps {
  filter: { dren_id?: number; school_id?: number; student_state?: ValidationState };
  page: number;
  onPageChange: (page: number) => void;
  caption: string;
}

/** The students behind a number, paged by the server (25 a page, by name). */
const StudentsCard = ({ filter, page, onPageChange, caption }: StudentsCardProps) => {
  const mayReadValidity = useMayReadValidity();
  const { data, total, isPending, error, refetch } = useGetList<Student & { id: string }>(
    'student',
    {
      pagination: { page, perPage: STUDENTS_PER_PAGE },
      sort: { field: 'student_lastName', order: 'ASC' },
      filter,
    },
  );
  return (
    <Card component="section" aria-label={caption} variant="outlined" sx={{ minWidth: 0 }}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        {isPending && (
          <Skeleton
            variant="rounded"
            height={320}
            role="progressbar"
            aria-label="Chargement des élèves"
          />
        )}
        {error && (
          <RetryAlert onRetry={refetch}>
            {error.message || 'La liste des élèves n’a pas pu être chargée.'}
          </RetryAlert>
        )}
        {data && data.length === 0 && (
          <EmptyState message="Aucun élève ne correspond à ce choix." />
        )}
        {data && data.length > 0 && (
          <>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <CsvButton
                columns={csvColumns(mayReadValidity)}
                rows={data}
                fileName="eleves-selection"
              />
            </Box>
            <StudentsTable students={data} caption={caption} />
            <TablePagination
              component="div"
              count={total ?? data.length}
              page={page - 1}
              onPageChange={(_, next) => onPageChange(next + 1)}
              rowsPerPage={STUDENTS_PER_PAGE}
              rowsPerPageOptions={[STUDENTS_PER_PAGE]}
              labelDisplayedRows={({ from, to, count }) =>
                `${formatCount(from)}–${formatCount(to)} sur ${formatCount(count)}`
              }
              getItemAriaLabel={(type) =>
                type === 'next'
                  ? 'Page suivante'
                  : type === 'previous'
                    ? 'Page précédente'
                    : type === 'first'
                      ? 'Première page'
                      : 'Dernière page'
              }
            />
          </>
        )}
      </CardContent>
    </Card>
  );
};

export default StudentsCard;
