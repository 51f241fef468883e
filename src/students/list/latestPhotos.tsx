import { createContext, useContext, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext } from 'react-admin';
import type { AppDataProvider } from '../../api/dataProvider';
import type { Photo, Student } from '../../api/types';
import { canSee } from '../../auth/access';
import { useUserRoles } from '../../auth/useUserRoles';

/** Student idNumber → uuid of their latest photo; undefined while loading. */
type LatestPhotos = Record<string, string> | undefined;

const LatestPhotosContext = createContext<LatestPhotos>(undefined);

const fetchLatest = async (
  dataProvider: AppDataProvider,
  idNumbers: string[],
  canListPhotos: boolean,
  signal: AbortSignal,
): Promise<Record<string, string>> => {
  let photos: Photo[];
  if (canListPhotos) {
    // One call for the whole page: every photo of these students, newest first.
    const answer = await dataProvider.getList<Photo & { id: number }>('photos', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'photo_takenAt', order: 'DESC' },
      filter: { student_idNumber: idNumbers.join(',') },
      signal,
    });
    photos = answer.data;
  } else {
    // photo/list is for admins and controllers: others ask student by student.
    const each = await Promise.all(
      idNumbers.map((student_idNumber) =>
        dataProvider
          .call<Photo[]>('photo.byStudent', { params: { student_idNumber }, signal })
          .then(
            (list) => list[0],
            () => undefined,
          ),
      ),
    );
    photos = each.filter((photo): photo is Photo => Boolean(photo));
  }
  const latest: Record<string, string> = {};
  for (const photo of photos) latest[photo.student_idNumber] ??= photo.photo_uuid;
  return latest;
};

/** Loads the latest photo of the students of the list's page who have one. */
export const LatestPhotosProvider = ({ children }: { children: ReactNode }) => {
  const { data } = useListContext<Student & { id: string }>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const roles = useUserRoles();
  const idNumbers = (data ?? [])
    .filter((student) => student.student_hasPhoto)
    .map((student) => student.student_idNumber);
  const canListPhotos = canSee(['admin', 'control'], roles ?? []);
  const { data: latest, isError } = useQuery({
    queryKey: ['student', 'latestPhotos', idNumbers, canListPhotos],
    queryFn: ({ signal }) => fetchLatest(dataProvider, idNumbers, canListPhotos, signal),
    enabled: idNumbers.length > 0 && roles !== undefined,
    retry: false,
    staleTime: 60_000,
  });
  return (
    <LatestPhotosContext.Provider value={idNumbers.length === 0 || isError ? {} : latest}>
      {children}
    </LatestPhotosContext.Provider>
  );
};

export const useLatestPhotos = () => useContext(LatestPhotosContext);
