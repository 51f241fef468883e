import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../api/dataProvider';
import { decisionOutbox } from '../outbox/decisionOutbox';
import type { Student } from '../api/types';
import { preloadPhoto } from './photoPreload';
import { QUEUE_SORT, queueParams, type QueueFilters } from './queueFilters';
import { ReviewSession } from './reviewSession';
import { reviewToasts } from './reviewToasts';
import { describeFailure, previousPhotosQuery } from './validationApi';

/** One review sitting on the queue these filters select; a new one when they change. */
export const useReviewSession = (filters: QueueFilters) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const key = JSON.stringify(filters);
  const [session, setSession] = useState<{ key: string; session: ReviewSession } | null>(null);

  useEffect(() => {
    const toasts = reviewToasts(() => created.undo());
    const params = { ...queueParams(filters), ...QUEUE_SORT, page: 1 };
    const created = new ReviewSession({
      target: filters.target,
      fetchQueue: async (perPage) => {
        const { data, total } = await dataProvider.getList<Student & { id: string }>('validation', {
          pagination: { page: 1, perPage },
          sort: { field: params.sort, order: params.order },
          filter: queueParams(filters),
        });
        return { data, total: total ?? data.length };
      },
      send: (body, options) => decisionOutbox.submit(body, options),
      describe: describeFailure,
      notify: toasts.notify,
    });
    setSession({ key, session: created });
    created.start();
    return () => created.dispose();
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

const noSubscribe = () => () => undefined;
