import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { toast } from 'sonner';
import type { AppDataProvider } from '../api/dataProvider';
import type { Student } from '../api/types';
import { studentName } from '../students/studentName';
import { TAKEN_ELSEWHERE, UNDO_LABEL, VERDICT_LABELS } from './labels';
import { preloadPhoto } from './photoPreload';
import { QUEUE_SORT, queueParams, type QueueFilters } from './queueFilters';
import { ReviewSession, type SessionEvent } from './reviewSession';
import { describeFailure, previousPhotosQuery } from './validationApi';

const UNDO_TOAST = 'validation-last-decision';

/** One review sitting on the queue these filters select; a new one when they change. */
export const useReviewSession = (filters: QueueFilters) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const key = JSON.stringify(filters);
  const [session, setSession] = useState<{ key: string; session: ReviewSession } | null>(null);

  useEffect(() => {
    let toldTaken = false;
    const undo = () => created.undo();
    const notify = (event: SessionEvent) => {
      const name = studentName(event.student);
      switch (event.type) {
        case 'decided':
          toast(`${VERDICT_LABELS[event.verdict]} : ${name}`, {
            id: UNDO_TOAST,
            action: { label: UNDO_LABEL, onClick: undo },
          });
          break;
        case 'undone':
          toast(`Décision annulée : ${name} revient à l’écran.`, { id: UNDO_TOAST });
          break;
        case 'failed':
          toast.error(`Décision non enregistrée : ${name}`, {
            description: `${event.message} L’élève revient dans la file.`,
          });
          break;
        case 'undoFailed':
          toast.error(`Annulation impossible : ${name}`, { description: event.message });
          break;
        case 'takenElsewhere':
          if (toldTaken) break;
          toldTaken = true;
          toast.info(event.message, { description: TAKEN_ELSEWHERE, duration: 8000 });
          break;
      }
    };
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
      send: (body) => dataProvider.call('validation.studentValidation', { body }),
      describe: describeFailure,
      notify,
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
