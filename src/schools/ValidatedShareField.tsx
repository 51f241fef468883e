import { Box, LinearProgress, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatPercent, ratio } from '../common/numbers';

interface ValidatedShareFieldProps {
  /** The record's count of validated students (dren_validatedCount, school_validatedCount). */
  validatedSource: string;
  /** The record's count of students. */
  totalSource: string;
}

/**
 * The validated share of a DREN's or a school's students: a percentage and a small bar.
 * Inline (spans only), so it also fits in a simple list's secondary text.
 */
const ValidatedShareField = ({ validatedSource, totalSource }: ValidatedShareFieldProps) => {
  const record = useRecordContext();
  if (!record) return null;
  const share = ratio(Number(record[validatedSource]) || 0, Number(record[totalSource]) || 0);
  if (share === undefined) {
    return (
      <Typography component="span" variant="body2" color="text.secondary" title="Aucun élève">
        —
      </Typography>
    );
  }
  const text = formatPercent(share);
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}
    >
      <LinearProgress
        variant="determinate"
        value={Math.min(1, Math.max(0, share)) * 100}
        color="success"
        aria-label={`Part validée : ${text}`}
        sx={{ width: 64, flexShrink: 0, height: 6, borderRadius: 3 }}
      />
      <Typography
        component="span"
        variant="body2"
        sx={{ minWidth: '4.2em', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
      >
        {text}
      </Typography>
    </Box>
  );
};

export default ValidatedShareField;
