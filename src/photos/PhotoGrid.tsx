import { Box } from '@mui/material';
import { useListContext } from 'react-admin';
import PhotoEmpty from './PhotoEmpty';
import PhotoGridSkeleton from './PhotoGridSkeleton';
import PhotoTile from './PhotoTile';
import { photoGridSx } from './photoGridSx';
import type { PhotoRecord } from './types';

/** At most this many skeleton tiles: enough to fill a screen. */
const MAX_SKELETONS = 24;

/** The page of photos as a grid of tiles; skeletons on the first load. */
const PhotoGrid = ({ onOpen }: { onOpen: (id: number) => void }) => {
  const { data, isPending, isPlaceholderData, perPage } = useListContext<PhotoRecord>();
  if (isPending) return <PhotoGridSkeleton count={Math.min(perPage, MAX_SKELETONS)} />;
  if (!data?.length) return <PhotoEmpty filtered />;
  return (
    <Box
      component="ul"
      aria-label="Photos"
      aria-busy={isPlaceholderData}
      sx={[photoGridSx, { opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity .2s' }]}
    >
      {data.map((photo) => (
        <li key={photo.id}>
          <PhotoTile photo={photo} onOpen={onOpen} />
        </li>
      ))}
    </Box>
  );
};

export default PhotoGrid;
