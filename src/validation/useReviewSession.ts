import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../api/dataProvider';
import { getCurrentUser } from '../auth/session';
import { decisionOutbox } from '../outbox/decisionOutbox';
import type { Student } from '../api/types';
import { preloadPhoto } from './photoPreload';
import { QUEUE_SORT, queueParams, type QueueFilters } from '../decision/queueFilters';
import { ReviewSession } from './reviewSession';
import { reviewToasts } from './reviewToasts';
import { placeOf } from './queueSource';
import { sittingOf } from './reviewSittings';
import { readSitting, writeSitting } from './sittingStorage';
import { describeFailure } from '../decision/describeFailure';
import { leaseCalls, newHolder, previousPhotosQuery } from './validationApi';

/**
 * The review sitting on the queue these filters select, one per user and filters, kept in
 * this tab while the controller is elsewhere (reviewSittings.ts): leaving releases its
 * leases, coming back claims again.
 */
export const useReviewSession = (filters: QueueFilters) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const key = JSON.stringify(filters);
  const [session, setSession] = useState<{ key: string; session: ReviewSession } | null>(null);

  useEffect(() => {
    const user = getCurrentUser()?.login_id ?? null;
    const sittingKey = `${user ?? ''} ${key}`;
    const sitting = sittingOf(sittingKey, () =>
      newSitting(dataProvider, filters, user, sittingKey),
    );
    setSession({ key, session: sitting });
    sitting.start();
    sitting.resume();
    // Closing the tab or leaving the site: the held records go back at once (keepalive).
    const leave = () => sitting.releaseLeases(true);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      sitting.leave();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new sitting per filters
  }, [key, dataProvider]);

  const current = session?.key === key ? session.session : null;
  const snapshot = useSyncExternalStore(
    current?.subscribe ?? noSubscribe,
    () => current?.getSnapshot() ?? null,
  );

  // Zero wait: the next records' full-size photos decoded, their earlier photos asked for.
  const upcoming = snapshot?.upcoming;
  const onScreen = snapshot?.current?.student;
  useEffect(() => {
    for (const student of [onScreen, ...(upcoming ?? [])]) {
      if (!student) continue;
      if (student.student_photoUuid) void preloadPhoto(student.student_photoUuid);
      void queryClient.prefetchQuery(previousPhotosQuery(dataProvider, student.student_idNumber));
    }
  }, [upcoming, onScreen, queryClient, dataProvider]);

  return { session: current, snapshot };
};

/**
 * A sitting on the queue of these filters, its toasts and its lease calls: the one kept for
 * the tab before a reload (sittingStorage.ts), with its lease holder, else a new one.
 */
const newSitting = (
  dataProvider: AppDataProvider,
  filters: QueueFilters,
  user: number | null,
  sittingKey: string,
): ReviewSession => {
  const restored = user === null ? null : readSitting(sittingKey, user, Date.now());
  const holder = restored?.holder ?? newHolder();
  const toasts = reviewToasts(() => created.undo());
  const list = (perPage: number, page: number, only?: string[]) =>
    dataProvider.getList<Student & { id: string }>('validation', {
      pagination: { page, perPage },
      sort: { field: QUEUE_SORT.sort, order: QUEUE_SORT.order },
      filter: { ...queueParams(filters), ...(only && { ids: only }) },
    });
  const created = new ReviewSession({
    target: filters.target,
    fetchQueue: async (perPage, page) => {
      const { data, total } = await list(perPage, page);
      return { data, total: total ?? data.length };
    },
    leases: leaseCalls(dataProvider, holder, { ...queueParams(filters), ...QUEUE_SORT }),
    startAt: placeOf(getCurrentUser()?.login_name ?? ''),
    stillQueued: async (ids) =>
      (await list(ids.length, 1, ids)).data.map((student) => student.student_idNumber),
    send: (body, options) => decisionOutbox.submit(body, options),
    describe: describeFailure,
    notify: toasts.notify,
    kept:
      user === null
        ? undefined
        : {
            restored,
            save: (state) => writeSitting(sittingKey, { ...state, user, holder }),
          },
  });
  return created;
};

const noSubscribe = () => () => undefined;
