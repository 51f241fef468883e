import type { DemoStudent } from '../db';
import { CLAIM_MAX, KEEP_MAX, LEASE_MS, leasesOf, LOGIN_MAX, type LeaseOwner } from '../leases';
import { listRecords, MAX_PER_PAGE } from '../listEngine';
import { bodyObject, isoDate } from './params';
import { ApiError, NOT_RECORDED, type HandlerContext, type HandlerTable } from './types';
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

const frenchCount = (n: number) => n.toLocaleString('fr-FR');
const TOO_MANY_TO_CLAIM = `${frenchCount(CLAIM_MAX)} élèves au plus par demande.`;
const TOO_MANY_TO_KEEP = `${KEEP_MAX} matricules au plus.`;
const loginFull = (held: number) =>
  `Ce compte réserve déjà ${frenchCount(held)} élèves, ${frenchCount(LOGIN_MAX)} au plus à la fois : terminez ou quittez une autre file ou sélection multiple, ou attendez deux minutes qu’elles se libèrent.`;

/** What a claim or a release records in the journal: what replays it, whatever the data. */
interface RecordedLeases {
  holder: string;
  session: string;
  target?: Target;
  /** The records leased (a claim), or released (a release of some). */
  ids?: string[];
  until?: number;
}

type Target = 'data' | 'photo';

/** What each successful claim or release is to record, by call. */
const toRecord = new WeakMap<HandlerContext, RecordedLeases>();

/** A recorded claim or release, replayed after a restart: the same leases, to the same owner. */
function replayed(ctx: HandlerContext): { owner: LeaseOwner; recorded: RecordedLeases } {
  const recorded = bodyObject(ctx) as unknown as RecordedLeases;
  toRecord.set(ctx, recorded);
  const login = ctx.user?.login_id ?? -1;
  return { owner: { login, session: recorded.session, holder: recorded.holder }, recorded };
}

/**
 * The first `count` records of the queue that are the caller's to take (not held by others,
 * not in `exclude`), reading on past the records others hold however many they are.
 */
function firstFree(
  ctx: HandlerContext,
  query: URLSearchParams,
  count: number,
  free: (student: DemoStudent) => boolean,
  skipped: number,
): { records: DemoStudent[]; total: number } {
  const scan = new URLSearchParams(query);
  const options = queueOptions(ctx, query);
  const perPage = Math.max(1, Math.min(MAX_PER_PAGE, count + skipped));
  const records: DemoStudent[] = [];
  for (let page = 1; ; page++) {
    scan.set('page', String(page));
    scan.set('perPage', String(perPage));
    const { data, total } = listRecords(ctx.tables.students, scan, options);
    for (const student of data) {
      if (records.length === count) return { records, total };
      if (free(student)) records.push(student);
    }
    if (records.length === count || data.length < perPage) return { records, total };
  }
}

/**
 * POST /api/validation/claim: leases to the caller's queue the first `count` records of the
 * queue no one else holds (leaving out `exclude`), and keeps `keep` (records on its screen)
 * leased; its other leases on the queue's target end. Says how much of the queue the other
 * controllers hold, and who they are, so the total is never counted twice. Bounded: CLAIM_MAX
 * records a claim, KEEP_MAX kept, LOGIN_MAX held by one login in all.
 */
function claim(ctx: HandlerContext) {
  const book = leasesOf(ctx.store);
  if (ctx.replaying) {
    const { owner, recorded } = replayed(ctx);
    book.release(owner, ctx.now);
    for (const id of recorded.ids ?? [])
      book.grant(recorded.target ?? 'data', id, owner, recorded.until ?? ctx.now);
    return null;
  }
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
  if ((body.count as number) > CLAIM_MAX) checker.fail('count', TOO_MANY_TO_CLAIM);
  if (keep.length > KEEP_MAX) checker.fail('keep', TOO_MANY_TO_KEEP);
  const owner = ownerOf(ctx, checker);
  const count = checker.values.count as number;
  const target = query.get('validation_target') === 'photo' ? 'photo' : 'data';
  book.prune(ctx.now);
  const inQueue = (ids: Iterable<string>) => {
    const list = [...ids];
    if (!list.length) return [];
    const only = new URLSearchParams(query);
    only.set('ids', list.join(','));
    only.set('perPage', String(list.length));
    return listRecords(ctx.tables.students, only, queueOptions(ctx, query)).data;
  };

  const others = book.othersOf(target, owner.login, ctx.now);
  const mine = (student: DemoStudent) => !others.has(student.student_idNumber);
  const kept = inQueue(keep).filter(mine);
  const { records, total } = firstFree(
    ctx,
    query,
    count,
    (student) => mine(student) && !exclude.has(student.student_idNumber),
    others.size + exclude.size,
  );
  const granted = new Set([...kept, ...records].map((student) => student.student_idNumber));
  const held = book.heldBy(owner.login, ctx.now, owner);
  if (held + granted.size > LOGIN_MAX) throw new ApiError(429, loginFull(held));

  const until = ctx.now + LEASE_MS;
  book.release(owner, ctx.now);
  for (const id of granted) book.grant(target, id, owner, until);
  toRecord.set(ctx, {
    holder: owner.holder,
    session: owner.session,
    target,
    ids: [...granted],
    until,
  });
  return {
    records,
    total,
    ...reservedInQueue(ctx, inQueue(others.keys()), others),
    until: isoDate(until),
  };
}

/** What other controllers hold of the queue: how many records, how many controllers, who. */
function reservedInQueue(
  ctx: HandlerContext,
  reserved: DemoStudent[],
  others: Map<string, number>,
) {
  const byLogin = new Map<number, number>();
  for (const { student_idNumber } of reserved) {
    const login = others.get(student_idNumber)!;
    byLogin.set(login, (byLogin.get(login) ?? 0) + 1);
  }
  const reservedBy = [...byLogin]
    .map(([login, count]) => ({
      login_name: ctx.tables.logins.find(login)?.login_name ?? String(login),
      count,
    }))
    .sort((a, b) => b.count - a.count || a.login_name.localeCompare(b.login_name));
  return { reservedByOthers: reserved.length, otherControllers: byLogin.size, reservedBy };
}

/** POST /api/validation/release: ends the leases of the caller's queue (all, or the listed). */
function release(ctx: HandlerContext) {
  const book = leasesOf(ctx.store);
  if (ctx.replaying) {
    const { owner, recorded } = replayed(ctx);
    return { released: book.release(owner, ctx.now, recorded.ids) };
  }
  const body = bodyObject(ctx);
  const checker = new Checker(body, { holder: { type: 'string', required: true } }, true);
  const all = body.student_idNumbers === undefined;
  const ids = textList(checker, body, 'student_idNumbers');
  const owner = ownerOf(ctx, checker);
  const released = book.release(owner, ctx.now, all ? undefined : ids);
  if (released)
    toRecord.set(ctx, { holder: owner.holder, session: owner.session, ...(!all && { ids }) });
  return { released };
}

/** A claim or release goes in the journal as what replays it; one that released nothing, not. */
const recordedLeases = (ctx: HandlerContext) => toRecord.get(ctx) ?? NOT_RECORDED;

export const leaseHandlers = {
  'validation.claim': { access: 'adminControl', write: true, run: claim, journal: recordedLeases },
  'validation.release': {
    access: 'adminControl',
    write: true,
    run: release,
    journal: recordedLeases,
  },
} satisfies HandlerTable;
