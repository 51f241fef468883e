import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';

/**
 * A show page's heading: the record's full `source` (the app bar's title is cut on a phone,
 * 'Collège Moderne' for 'Collège Moderne de Tanda'), wrapped rather than cut.
 */
const RecordHeading = ({ source }: { source: string }) => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Typography
      variant="h5"
      component="h1"
      sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.25rem', sm: '1.5rem' } }}
    >
      {String(record[source] ?? '')}
    </Typography>
  );
};

export default RecordHeading;
