import { toast } from 'sonner';
import { KEYLESS_TEXT, refusalText } from './keptTexts';
import type { Resumed } from './Outbox';
import type { Settled } from './types';
import type { RefusalReason } from './sealedOutbox';
import { expiredText, sentText } from './texts';

export const RESUMED_TOAST = 'outbox-resumed';

/** How kept decisions sent again ended: « … ont été envoyées. », and each refusal, kept on screen. */
export const reportSettled = (
  { sent, refused }: Settled,
  sentTextOf: (count: number) => string = sentText,
): void => {
  if (sent > 0) toast.success(sentTextOf(sent), { id: RESUMED_TOAST });
  for (const { item, message } of refused) {
    toast.error(`Décision non enregistrée : élève ${item.payload.student_idNumber}`, {
      description: message,
      duration: Infinity,
    });
  }
};

/** What the outbox dropped unsent when it opened, and whether it can keep anything on disk. */
export const reportDropped = ({ expired, refused, keyless }: Resumed): void => {
  if (expired > 0) toast.warning(expiredText(expired));
  for (const [reason, count] of Object.entries(refused) as [RefusalReason, number][]) {
    if (reason !== 'expired' && count > 0)
      toast.error(refusalText(reason, count), { duration: Infinity });
  }
  if (keyless) toast.warning(KEYLESS_TEXT, { id: 'outbox-keyless', duration: 10_000 });
};
