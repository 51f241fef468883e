import { Box, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../api/dataProvider';
import ValidationStateChip from '../common/ValidationStateChip';
import PhotoImage from '../photos/PhotoImage';
import { formatDate } from '../students/format';
import { previousPhotosQuery } from './validationApi';

/** The photo before the latest one, when there is one (asked ahead with the record). */
const PreviousPhoto = ({ idNumber }: { idNumber: string }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending, isError } = useQuery(previousPhotosQuery(dataProvider, idNumber));
  const previous = data?.[1];
  return (
    <Box component="section" aria-label="Photo précédente" sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        Photo précédente
      </Typography>
      {isPending && <Skeleton variant="rounded" width={96} height={120} />}
      {isError && <Typography variant="body2">Indisponible</Typography>}
      {data && !previous && <Typography variant="body2">Aucune</Typography>}
      {previous && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
          <PhotoImage photo={previous} size="miniature" sx={{ width: 96, borderRadius: 1 }} />
          <Box sx={{ display: 'grid', gap: 0.5 }}>
            <Typography variant="body2">{formatDate(previous.photo_takenAt)}</Typography>
            <ValidationStateChip state={previous.photo_state} />
          </Box>
        </Box>
      )}
    </Box>
  );
};

export default PreviousPhoto;
