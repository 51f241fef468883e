import type { AppDataProvider } from '../api/dataProvider';
import type { Photo } from '../api/types';

/** A failure as the controller reads it (the data provider already made it French). */
export const describeFailure = (error: unknown): { message: string; status?: number } => {
  const { message, status } = (error ?? {}) as { message?: unknown; status?: unknown };
  return {
    message:
      typeof message === 'string' && message ? message : 'Une erreur inattendue est survenue.',
    status: typeof status === 'number' ? status : undefined,
  };
};

/** A student's photos, newest first (the review shows the one before the latest). */
export const previousPhotosQuery = (dataProvider: AppDataProvider, idNumber: string) => ({
  queryKey: ['validation', 'photos', idNumber],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    dataProvider.call<Photo[]>('photo.byStudent', {
      params: { student_idNumber: idNumber },
      signal,
    }),
  staleTime: 5 * 60 * 1000,
});
