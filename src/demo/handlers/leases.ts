import type { DemoStudent } from '../db';
import { LEASE_MS, leasesOf, type LeaseOwner } from '../leases';
import { listRecords, MAX_PER_PAGE } from '../listEngine';
import { bodyObject, isoDate } from './params';
import { ApiError, type HandlerContext, type HandlerTable } from './types';
import { Checker } from './validate';
import { queueOptions } from './validation';

/** Query parameters of the queue that are not its filters: paging and a list of ids. */
const PAGING = ['page', 'perPage', 'ids'];
const NOT_A_LIST = 'Liste de matricules attendue.';

/** A body field that must be a list of texts (absent: empty). */
const textList = (checker: Checker, body: Record<string, unknown>, field: string): string[] => {
  const value = body[field];
  if (value === undefined || value === null) return [];
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  checker.fail(field, NOT_A_LIST);
  return [];
};

/** Who asks: the controller, their session (from the token) and the queue named `holder`. */
const ownerOf = (ctx: HandlerContext, checker: Checker): LeaseOwner => {
  checker.done();
  const session = ctx.session?.sessionId;
  if (!session || !ctx.user) throw new ApiError(401, 'Session inconnue.');
  return { login: ctx.user.login_id, session, holder: checker.values.holder as string };
};

/** The queue's query, as GET /api/validation/students takes it, without paging. */
const queueQuery = (body: Record<string, unknown>, checker: Checker): URLSearchParams => {
  const query = new URLSearchParams();
  const raw = body.query;
  if (raw !== undefined && (typeof raw !== 'object' || raw === null || Array.isArray(raw))) {
    checker.fail('query', 'Objet de paramètres attendu.');
    return query;
  }
  for (const [key, value] of Object.entries(raw ?? {})) {
    if (typeof value !== 'string') checker.fail('query', 'Les valeurs doivent être des textes.');
    else if (!PAGING.includes(key)) query.set(key, value);
  }
  return query;
};

/**
 * POST /api/validation/claim: leases to the caller's queue the first `count` records of the
 * queue no one else holds (leaving out `exclude`), and keeps `keep` (records on its screen)
 * leased; its other leases on the queue's target end. Says how much of the queue the other
 * controllers hold, so the total is never counted twice.
 */
function claim(ctx: HandlerContext) {
  const body = bodyObject(ctx);
  const checker = new Checker(
    body,
    {
      holder: { type: 'string', required: true, max: 100 },
      count: { type: 'integer', required: true, min: 0 },
    },
    true,
  );
  const query = queueQuery(body, checker);
  const keep = textList(checker, body, 'keep');
  const exclude = new Set(textList(checker, body, 'exclude'));
  const owner = ownerOf(ctx, checker);
  const count = Math.min(checker.values.count as number, MAX_PER_PAGE);
  const target = query.get('validation_target') === 'photo' ? 'photo' : 'data';
  const book = leasesOf(ctx.store);
  book.prune(ctx.now);
  const options = queueOptions(ctx, query);
  const inQueue = (ids: Iterable<string>) => {
    const list = [...ids];
    if (!list.length) return [];
    const only = new URLSearchParams(query);
    only.set('ids', list.join(','));
    only.set('perPage', String(list.length));
    return listRecords(ctx.tables.students, only, options).data;
  };

  const others = book.othersOf(target, owner.login, ctx.now);
  const mine = (student: DemoStudent) => !others.has(student.student_idNumber);
  const kept = inQueue(keep).filter(mine);
  const scan = new URLSearchParams(query);
  scan.set('perPage', String(Math.min(MAX_PER_PAGE, count + others.size + exclude.size)));
  const { data, total } = listRecords(ctx.tables.students, scan, options);
  const records = data
    .filter((student) => mine(student) && !exclude.has(student.student_idNumber))
    .slice(0, count);

  const until = ctx.now + LEASE_MS;
  book.release(owner, ctx.now);
  for (const { student_idNumber } of [...kept, ...records]) {
    book.grant(target, student_idNumber, owner, until);
  }
  const reserved = inQueue(others.keys());
  return {
    records,
    total,
    reservedByOthers: reserved.length,
    otherControllers: new Set(reserved.map((student) => others.get(student.student_idNumber))).size,
    until: isoDate(until),
  };
}

/** POST /api/validation/release: ends the leases of the caller's queue (all, or the listed). */
function release(ctx: HandlerContext) {
  const body = bodyObject(ctx);
  const checker = new Checker(body, { holder: { type: 'string', required: true } }, true);
  const all = body.student_idNumbers === undefined;
  const ids = textList(checker, body, 'student_idNumbers');
  const owner = ownerOf(ctx, checker);
  const released = leasesOf(ctx.store).release(owner, ctx.now, all ? undefined : ids);
  return { released };
}

export const leaseHandlers = {
  'validation.claim': { access: 'adminControl', run: claim },
  'validation.release': { access: 'adminControl', run: release },
} satisfies HandlerTable;
