import { Typography } from '@mui/material';
import { List } from 'react-admin';
import ListErrorState from '../common/ListErrorState';
import ListPagination from '../common/ListPagination';
import { useNarrowScreen } from '../common/useNarrowScreen';
import { visuallyHidden } from '../common/visuallyHidden';
import PhotoEmpty from './PhotoEmpty';
import PhotoGallery from './PhotoGallery';
import PhotoListActions from './PhotoListActions';
import { photoFilters } from './photoFilters';
import BusyListContent from '../common/BusyListContent';

/** The list shows its error in place; no toast on top of it. */
const queryOptions = { onError: () => undefined };

/**
 * /photos (admin, control): the students' photos as a grid of miniatures, paged, sorted
 * and filtered by the server, newest first; a tile opens the fullsize viewer.
 */
const PhotoList = () => {
  const compact = useNarrowScreen();
  return (
    <>
      <Typography component="h1" sx={visuallyHidden}>
        Photos
      </Typography>
      <List
        component={BusyListContent}
        resource="photos"
        filters={compact ? photoFilters.compact : photoFilters.wide}
        actions={<PhotoListActions compact={compact} />}
        sort={{ field: 'photo_takenAt', order: 'DESC' }}
        perPage={50}
        pagination={<ListPagination />}
        empty={<PhotoEmpty />}
        error={<ListErrorState />}
        queryOptions={queryOptions}
      >
        <PhotoGallery />
      </List>
    </>
  );
};

export default PhotoList;
