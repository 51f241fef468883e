import { dataProvider } from '../api/dataProvider';
import type { StudentValidation } from '../api/types';
import { getCurrentUser } from '../auth/clientSession';
import { expireSession } from '../auth/expiredSession';
import { classifyFailure } from './failure';
import { Outbox } from './Outbox';
import { sessionKeyOf } from '../sealing/sessionKey';
import { sealedOutbox } from './sealedOutbox';
import { indexedDbRecords, memoryRecords } from './storage';
import type { OutboxItem } from './types';

/** The optional body field that makes a resend harmless (docs/api.md). */
export const REQUEST_KEY_FIELD = 'validation_requestKey';

const post = (item: OutboxItem) =>
  dataProvider.call('validation.studentValidation', {
    body: { ...item.payload, [REQUEST_KEY_FIELD]: item.key },
  });

/**
 * A decision whose answer was lost may be recorded, even by a server that ignores the key:
 * it is if the record's latest decision on that target is this user's, with this state and
 * comment (a later one by someone else makes the resend a 409, shown as such).
 */
const isRecorded = async ({ payload, userName }: OutboxItem): Promise<boolean> => {
  const [latest] = await dataProvider.call<StudentValidation[]>('validation.list', {
    params: {
      student_idNumber: payload.student_idNumber,
      validation_target: payload.validation_target,
      sort: 'validation_id',
      order: 'DESC',
      page: 1,
      perPage: 1,
    },
  });
  return (
    latest !== undefined &&
    latest.validation_by === userName &&
    latest.validation_state === payload.validation_state &&
    latest.validation_comment.trim() === payload.validation_comment.trim()
  );
};

const storage = sealedOutbox(
  typeof indexedDB === 'undefined' ? memoryRecords() : indexedDbRecords(),
  sessionKeyOf,
);

/** The app's one outbox of decisions, opened for the logged-in user (`useOutboxSession`). */
export const decisionOutbox = new Outbox({
  storage,
  post,
  isRecorded,
  classify: classifyFailure,
  onSessionRefused: expireSession,
  currentUser: () => {
    const user = getCurrentUser();
    return user && { id: user.login_id, name: user.login_name };
  },
});

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => decisionOutbox.sendNow());
}
