import { Alert } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import RetryAlert from '../common/RetryAlert';
import { useStudentPhotos } from './useStudentPhotos';
import RecordDecision from '../decision/RecordDecision';
import { PHOTO_REASONS } from '../decision/rejectReasons';
import { useMayDecide } from '../decision/useMayDecide';
import type { PhotoRecord } from './types';
import { patchPhotoState } from './patchPhotoState';

/**
 * « Valider » / « Rejeter » on a pending photo in the viewer (admins and controllers). A
 * decision is on the student's latest photo (docs/api.md): an older one is not offered.
 */
const PhotoDecision = ({ photo }: { photo: PhotoRecord }) => {
  const allowed = useMayDecide();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const photos = useStudentPhotos(photo.student_idNumber, {
    enabled: allowed && photo.photo_state === 'pending',
  });
  if (!allowed) return null;

  const onChanged = async (state: PhotoRecord['photo_state'] | undefined) => {
    if (state) {
      patchPhotoState(queryClient, photo.photo_id, state);
      return;
    }
    const { data } = await dataProvider.getOne<PhotoRecord>('photos', { id: photo.photo_id });
    patchPhotoState(queryClient, photo.photo_id, data.photo_state);
  };

  let blocked;
  if (photos.error) {
    blocked = (
      <RetryAlert onRetry={() => photos.refetch()}>
        Impossible de vérifier que c’est la dernière photo de l’élève : {photos.error.message}
      </RetryAlert>
    );
  } else if (photos.data && photos.data[0]?.photo_id !== photo.photo_id) {
    blocked = (
      <Alert severity="info">
        Une photo plus récente de cet élève existe : seule la dernière photo d’un élève se valide.
      </Alert>
    );
  }
  return (
    <RecordDecision
      idNumber={photo.student_idNumber}
      name={photo.student_fullName}
      target="photo"
      state={photo.photo_state}
      reasons={PHOTO_REASONS}
      onChanged={(state) => void onChanged(state).catch(() => undefined)}
      blocked={blocked}
      waiting={photos.isPending}
    />
  );
};

export default PhotoDecision;
