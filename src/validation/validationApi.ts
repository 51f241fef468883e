import type { AppDataProvider } from '../api/dataProvider';
import type { CallParams } from '../api/http';
import type { Photo, Student } from '../api/types';
import type { LeaseCalls, Reservation } from './reviewTypes';

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

interface Claimed {
  records: Student[];
  total: number;
  reservedByOthers: number;
  otherControllers: number;
  reservedBy?: Reservation[];
}

/** The most records a claim keeps (docs/api.md, "Leases"): the first ones on screen. */
const KEEP_MAX = 50;

/** A random id for one sitting's leases (`crypto.randomUUID` needs a secure context). */
export const newHolder = (): string =>
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** The lease calls of one sitting (`holder`) on the queue of `query` (docs/api.md, "Leases"). */
export const leaseCalls = (
  dataProvider: AppDataProvider,
  holder: string,
  params: CallParams,
): LeaseCalls => {
  const query = Object.fromEntries(Object.entries(params).map(([key, value]) => [key, `${value}`]));
  // One lease call of the sitting at a time, in order: a release still on its way when the
  // next claim is answered would take back the records just claimed (StrictMode's leave and
  // resume, a quick return to the queue). A release as the page unloads goes out at once.
  let last: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(call: () => Promise<T>): Promise<T> => {
    const next = last.then(call, call);
    last = next.catch(() => undefined);
    return next;
  };
  return {
    claim: (count, keep, exclude) =>
      inTurn(async () => {
        const { records, ...rest } = await dataProvider.call<Claimed>('validation.claim', {
          body: { holder, query, count, keep: keep.slice(0, KEEP_MAX), exclude },
        });
        const data = records.map((record) => ({ ...record, id: record.student_idNumber }));
        return { data, ...rest };
      }),
    release: (ids, unloading) => {
      const release = () =>
        dataProvider.call('validation.release', {
          body: ids ? { holder, student_idNumbers: ids } : { holder },
          keepalive: unloading,
        });
      return unloading ? release() : inTurn(release);
    },
  };
};
