import { memo } from 'react';
import { Box, Card, CardActionArea, Typography } from '@mui/material';
import { RecordContextProvider } from 'react-admin';
import DateText from '../common/DateText';
import ValidationStateChip from '../common/ValidationStateChip';
import PhotoImage from './PhotoImage';
import StudentLink from './StudentLink';
import type { PhotoRecord } from './types';

interface PhotoTileProps {
  photo: PhotoRecord;
  onOpen: (id: number) => void;
}

/** One photo of the grid: the miniature (opens the viewer), the student, state and date. */
const PhotoTile = ({ photo, onOpen }: PhotoTileProps) => (
  <RecordContextProvider value={photo}>
    <Card
      component="article"
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardActionArea
        data-photo-tile={photo.id}
        aria-haspopup="dialog"
        aria-label={`Agrandir la photo de ${photo.student_fullName}`}
        onClick={() => onOpen(photo.id)}
      >
        <PhotoImage photo={photo} size="miniature" lazy />
      </CardActionArea>
      <Box sx={{ p: 1, display: 'flex', flexDirection: 'column', gap: 0.25, minWidth: 0 }}>
        <StudentLink
          student_idNumber={photo.student_idNumber}
          variant="body2"
          underline="hover"
          title={photo.student_fullName}
          sx={{
            fontWeight: 600,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {photo.student_fullName}
        </StudentLink>
        <Typography variant="caption" color="text.secondary" noWrap>
          {photo.student_idNumber}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 0.5,
            mt: 0.5,
          }}
        >
          <ValidationStateChip source="photo_state" />
          <DateText source="photo_takenAt" variant="caption" color="text.secondary" />
        </Box>
      </Box>
    </Card>
  </RecordContextProvider>
);

/** Memoised: moving the viewer changes the URL, which re-renders the list, not the tiles. */
export default memo(PhotoTile);
