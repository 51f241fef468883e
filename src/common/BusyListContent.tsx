import { Box, Card, LinearProgress, type CardProps } from '@mui/material';
import { useListContext } from 'react-admin';

/**
 * The content of a list (`<List component={BusyListContent}>`): while a search, a page
 * change, a sort or a filter is on its way, the rows shown are the previous ones, so they are
 * dimmed under a thin progress bar and the list says `aria-busy` until the new rows arrive.
 */
const BusyListContent = ({ children, sx, ...props }: CardProps) => {
  const { isFetching, isPending, isPlaceholderData } = useListContext();
  // Previous rows kept while other ones load: dimmed and not clickable (they may vanish).
  const stale = isFetching && Boolean(isPlaceholderData);
  const refetching = isFetching && !isPending;
  return (
    <Card
      {...props}
      aria-busy={isFetching}
      sx={[{ position: 'relative' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {(refetching || stale) && (
        <LinearProgress
          aria-label="Chargement de la liste"
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 3, zIndex: 1 }}
        />
      )}
      <Box
        sx={{
          opacity: stale ? 0.45 : 1,
          transition: 'opacity 150ms',
          pointerEvents: stale ? 'none' : undefined,
        }}
      >
        {children}
      </Box>
    </Card>
  );
};

export default BusyListContent;
