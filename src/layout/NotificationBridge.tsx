import { useEffect } from 'react';
import { useNotificationContext, useTakeUndoableMutation, useTranslate } from 'react-admin';
import { toast } from 'sonner';
import { UNAUTHORIZED_MESSAGE } from '../api/errors';
import { useRecordNotice } from './useRecordNotice';

const DEFAULT_DURATION = 4000;

const showByType = {
  info: toast.info,
  success: toast.success,
  warning: toast.warning,
  error: toast.error,
} as const;

/** react-admin sends its created / updated / deleted notices as 'info': they are successes. */
const SUCCESS_NOTICE = /(^ra\.notification|\.notifications)\.(created|updated|deleted)$/;
const typeOf = (message: unknown, type: keyof typeof showByType | undefined) =>
  typeof message === 'string' && SUCCESS_NOTICE.test(message) ? 'success' : (type ?? 'info');

/**
 * Shows react-admin's notifications (useNotify, including undoable ones) through sonner,
 * a write's notice naming its record (« Utilisateur « kone.a » créé »),
 * so the whole app has one toast system. An undoable change is committed when its toast
 * closes, and cancelled by its 'Annuler' button.
 */
const NotificationBridge = () => {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const recordNotice = useRecordNotice();

  useEffect(() => {
    // One per run: takeNotification removes it, and the next run takes the following one.
    const notification = takeNotification();
    if (notification) {
      const { message, type, notificationOptions = {} } = notification;
      const { autoHideDuration, messageArgs, undoable } = notificationOptions;
      const text =
        typeof message === 'string'
          ? (recordNotice(message, messageArgs) ?? translate(message, messageArgs))
          : message;
      // A 401 ends the session with its own 'Session expirée' toast (spec section 8): the
      // failed call's notice would say the same thing a second time.
      if (text === UNAUTHORIZED_MESSAGE) return;
      const mutation = undoable ? takeMutation() : undefined;
      let settled = false;
      const settle = (isUndo: boolean) => {
        if (settled) return;
        settled = true;
        mutation?.({ isUndo });
      };
      showByType[typeOf(message, type)](text, {
        duration: autoHideDuration === null ? Infinity : (autoHideDuration ?? DEFAULT_DURATION),
        action: mutation ? { label: 'Annuler', onClick: () => settle(true) } : undefined,
        onAutoClose: () => settle(false),
        onDismiss: () => settle(false),
      });
    }
  }, [notifications, takeNotification, takeMutation, translate, recordNotice]);

  return null;
};

export default NotificationBridge;
