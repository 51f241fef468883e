import { Box, Button } from '@mui/material';
import { useListContext } from 'react-admin';
import EmptyState from '../common/EmptyState';

/**
 * No photo to show: none at all yet, or none matching the filters (then a button clears
 * them). Photos are taken in the schools, so there is nothing to create from here.
 */
const PhotoEmpty = ({ filtered = false }: { filtered?: boolean }) => {
  const { setFilters } = useListContext();
  if (!filtered) {
    return (
      <EmptyState
        message="Aucune photo pour le moment."
        hint="Les photos apparaissent ici dès qu’elles sont prises dans les établissements."
      />
    );
  }
  return (
    <Box sx={{ pb: 4, textAlign: 'center' }}>
      <EmptyState
        message="Aucune photo ne correspond à ces filtres."
        hint="Modifiez ou effacez les filtres pour voir d’autres photos."
      />
      <Button variant="outlined" onClick={() => setFilters({}, {})}>
        Effacer les filtres
      </Button>
    </Box>
  );
};

export default PhotoEmpty;
