import { Box, Card, Skeleton } from '@mui/material';
import { photoGridSx } from './photoGridSx';

/** Placeholder tiles with the real tiles' proportions while the first page loads. */
const PhotoGridSkeleton = ({ count }: { count: number }) => (
  <Box component="ul" sx={photoGridSx} aria-busy="true" aria-label="Chargement des photos">
    {Array.from({ length: count }, (_, index) => (
      <li key={index}>
        <Card variant="outlined">
          <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 5', height: 'auto' }} />
          <Box sx={{ p: 1 }}>
            <Skeleton width="80%" />
            <Skeleton width="50%" />
            <Skeleton width="60%" height={28} />
          </Box>
        </Card>
      </li>
    ))}
  </Box>
);

export default PhotoGridSkeleton;
