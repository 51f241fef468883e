import type { ServiceMessage, ServiceMessageType } from '../../api/types';

const SEVERITY: Record<ServiceMessageType, number> = { Alert: 0, Warning: 1, Info: 2 };

/** Alerts first, then warnings, then information; within a type, the newest first. */
export const orderMessages = (messages: readonly ServiceMessage[]): ServiceMessage[] =>
  [...messages].sort(
    (a, b) =>
      (SEVERITY[a.serviceMessage_type] ?? 3) - (SEVERITY[b.serviceMessage_type] ?? 3) ||
      String(b.serviceMessage_createdAt ?? '').localeCompare(
        String(a.serviceMessage_createdAt ?? ''),
      ),
  );
