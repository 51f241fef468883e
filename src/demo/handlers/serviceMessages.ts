import { SERVICE_MESSAGE_TYPES, type ServiceMessage } from '../../api/types';
import { deleteRecord, saveRecord } from './crud';
import { findOr404, intParam, isoDate, listReply } from './params';
import type { HandlerTable } from './types';

const NOT_FOUND = 'Message de service introuvable.';

export const serviceMessageHandlers = {
  'serviceMessage.getDisplayed': {
    access: 'user',
    run: (ctx) =>
      ctx.tables.serviceMessages.records.filter((message) => message.serviceMessage_displayed),
  },
  'serviceMessage.list': {
    access: 'admin',
    run: (ctx) => listReply(ctx, ctx.tables.serviceMessages),
  },
  'serviceMessage.load': {
    access: 'admin',
    run: (ctx) =>
      findOr404(ctx.tables.serviceMessages, intParam(ctx, 'serviceMessage_id'), NOT_FOUND),
  },
  'serviceMessage.save': {
    access: 'admin',
    write: true,
    run: (ctx) =>
      saveRecord<ServiceMessage>(ctx, ctx.tables.serviceMessages, {
        notFound: NOT_FOUND,
        schema: {
          serviceMessage_title: { type: 'string', required: true, max: 200 },
          serviceMessage_content: { type: 'string', required: true, max: 5000 },
          serviceMessage_type: { type: 'enum', values: SERVICE_MESSAGE_TYPES, required: true },
          serviceMessage_displayed: { type: 'boolean' },
        },
        defaults: { serviceMessage_displayed: false },
        created: () => ({ serviceMessage_createdAt: isoDate(ctx.now) }),
      }),
  },
  'serviceMessage.delete': {
    access: 'admin',
    write: true,
    run: (ctx) => deleteRecord(ctx, ctx.tables.serviceMessages, NOT_FOUND),
  },
} satisfies HandlerTable;
