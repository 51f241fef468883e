import { Box, Button, Skeleton, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import type { CallParams } from '../../api/http';
import { formatCount } from '../format';
import { useApiCall } from '../../common/useApiCall';

export interface StudentStatsData {
  total: number;
  validated: number;
  pending: number;
  rejected: number;
  withPhoto: number;
  withoutPhoto: number;
  withIssues: number;
}

const FIGURES: { key: keyof StudentStatsData; label: string; color?: string }[] = [
  { key: 'total', label: 'Élèves' },
  { key: 'validated', label: 'Validés', color: 'success.main' },
  { key: 'pending', label: 'En attente', color: 'warning.main' },
  { key: 'rejected', label: 'Rejetés', color: 'error.main' },
  { key: 'withoutPhoto', label: 'Sans photo' },
];

/** The figures of the students the list's filters select (get_student_stats, same filters). */
const StudentStats = () => {
  const { filterValues } = useListContext();
  const { data, isPending, isError, isPlaceholderData, refetch } = useApiCall<StudentStatsData>(
    'student.getStudentStats',
    filterValues as CallParams,
    { keepPrevious: true },
  );
  if (isError) {
    return (
      <Typography color="error" variant="body2">
        Chiffres indisponibles.{' '}
        <Button size="small" onClick={() => refetch()}>
          Réessayer
        </Button>
      </Typography>
    );
  }
  return (
    <Box
      component="dl"
      aria-label="Chiffres des élèves sélectionnés"
      aria-busy={isPending || isPlaceholderData}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 1.5, sm: 3 }, m: 0 }}
    >
      {FIGURES.map(({ key, label, color }) => (
        <Box key={key} sx={{ display: 'flex', alignItems: 'baseline', gap: 0.75 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, order: -1, fontWeight: 'bold', fontSize: '1.1rem', color }}
          >
            {data ? formatCount(data[key]) : <Skeleton width={40} />}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};

export default StudentStats;
