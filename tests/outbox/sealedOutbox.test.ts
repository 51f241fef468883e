import { IDBFactory } from 'fake-indexeddb';
import { refusalText } from '../../src/outbox/keptTexts';
import { Outbox } from '../../src/outbox/Outbox';
import { sealedOutbox } from '../../src/outbox/sealedOutbox';
import { indexedDbRecords, type OutboxRecords, type StoredItem } from '../../src/outbox/storage';
import { OUTBOX_MAX_AGE_MS, type OutboxItem } from '../../src/outbox/types';
import { seal } from '../../src/sealing/seal';
import { loginKeys } from './sessionKeys';

const ALICE = { id: 7, name: 'control' };
const BOB = { id: 8, name: 'controle.2' };
const REASON = 'Photo floue, visage de l’enfant non visible, voir avec la mère';

let records: OutboxRecords;
let logins: ReturnType<typeof loginKeys>;
let now: number;
let sent: OutboxItem[];

/** Sent: recorded at once; `never`: the requests go and no answer comes (offline). */
const makeOutbox = ({
  answers = true,
  storage = sealedOutbox(records, logins.keyOf, () => now),
} = {}) =>
  new Outbox({
    storage,
    post: async (item) => {
      if (!answers) return new Promise(() => undefined);
      sent.push(item);
      return { validation_id: sent.length };
    },
    isRecorded: async () => false,
    classify: () => 'network',
    now: () => now,
  });

/** Alice decides offline (nothing answers), then her session ends: what stays in IndexedDB. */
const keptByAlice = async (): Promise<StoredItem> => {
  const outbox = makeOutbox({ answers: false });
  await outbox.open(ALICE);
  void outbox.submit(
    {
      student_idNumber: '12345678A',
      validation_target: 'photo',
      validation_state: 'rejected',
      validation_comment: REASON,
    },
    { label: 'Aya Kouassi' },
  );
  await vi.waitFor(async () => expect(await records.all()).toHaveLength(1));
  outbox.close();
  logins.login(ALICE);
  return (await records.all())[0] as StoredItem;
};

/** Alice's next login: what the outbox shows her, and what it dropped. */
const aliceLogsIn = async () => {
  const outbox = makeOutbox();
  const kept = await outbox.open(ALICE);
  return { outbox, kept, shown: outbox.getSnapshot().toConfirm };
};

beforeEach(() => {
  records = indexedDbRecords(new IDBFactory());
  logins = loginKeys();
  now = Date.UTC(2026, 10, 27, 8, 0);
  sent = [];
});

test('a kept decision is sealed: no student, reason nor name readable in IndexedDB', async () => {
  const stored = await keptByAlice();
  expect(Object.keys(stored).sort()).toEqual(['createdAt', 'data', 'iv', 'key', 'userId']);
  const text = JSON.stringify(stored);
  for (const secret of ['12345678A', 'rejected', 'Photo floue', 'Aya', 'control'])
    expect(text).not.toContain(secret);
});

test('its author is shown it, name and all, and it is sent only once they say so', async () => {
  await keptByAlice();
  const { outbox, kept, shown } = await aliceLogsIn();
  expect(kept).toMatchObject({ resumed: 0, toConfirm: 1, refused: {} });
  expect(shown).toMatchObject([
    {
      label: 'Aya Kouassi',
      createdAt: now,
      payload: { student_idNumber: '12345678A', validation_state: 'rejected' },
    },
  ]);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(sent).toEqual([]);
  await outbox.confirm([shown[0].key]);
  expect(sent.map((item) => item.payload.validation_comment)).toEqual([REASON]);
});

test('« Abandonner »: nothing is sent and nothing stays', async () => {
  await keptByAlice();
  const { outbox } = await aliceLogsIn();
  await outbox.confirm([]);
  expect(sent).toEqual([]);
  expect(await records.all()).toEqual([]);
});

/** A change made to the stored record; then Alice logs in: it is dropped, told, never sent. */
const refusedAfter = async (change: (stored: StoredItem) => Promise<unknown> | unknown) => {
  const stored = await keptByAlice();
  await records.remove(stored.key);
  await records.put((await change(stored)) as StoredItem);
  const { kept, shown } = await aliceLogsIn();
  expect(shown).toEqual([]);
  expect(sent).toEqual([]);
  expect(await records.all()).toEqual([]);
  return kept.refused;
};

const flipped = (base64: string) => {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  bytes[bytes.length - 1] ^= 1;
  return btoa(String.fromCharCode(...bytes));
};

test('a changed ciphertext is refused, with its message', async () => {
  const refused = await refusedAfter((stored) => ({ ...stored, data: flipped(stored.data) }));
  expect(refused).toEqual({ seal: 1 });
  expect(refusalText('seal', 1)).toBe(
    '1 décision gardée dans ce navigateur a été écartée sans être envoyée : elle a été modifiée ou n’a pas été enregistrée par vous.',
  );
});

test('a clear field changed (its date moved 10 years ahead) is refused: it is bound to the seal', async () => {
  const tenYears = 10 * 365 * 24 * 3600 * 1000;
  const refused = await refusedAfter((stored) => ({ ...stored, createdAt: now + tenYears }));
  expect(refused).toEqual({ seal: 1 });
});

test('another user’s decision, moved under Alice’s name, is refused', async () => {
  // Bob's sealed decision, as a script copying it under Alice's id would leave it.
  const refused = await refusedAfter(async (stored) => {
    const bob = (await logins.keyOf(BOB.id))!;
    const item = {
      key: stored.key,
      userId: BOB.id,
      userName: BOB.name,
      createdAt: now,
      tried: false,
    };
    const content = {
      item: {
        ...item,
        payload: {
          student_idNumber: '1',
          validation_target: 'data',
          validation_state: 'validated',
          validation_comment: '',
        },
      },
      sessionId: bob.sessionId,
    };
    const sealed = await seal(
      bob.key,
      `carte-scolaire-outbox:${ALICE.id}:${stored.key}:${now}`,
      content,
    );
    return { key: stored.key, userId: ALICE.id, createdAt: now, ...sealed };
  });
  expect(refused).toEqual({ seal: 1 });
});

test('a planted decision in clear (no seal) is refused as unreadable', async () => {
  const refused = await refusedAfter((stored) => ({
    key: stored.key,
    userId: ALICE.id,
    createdAt: now,
    payload: { student_idNumber: '99999999Z', validation_state: 'rejected' },
  }));
  expect(refused).toEqual({ shape: 1 });
  expect(refusalText('shape', 1)).toBe(
    '1 décision gardée dans ce navigateur a été écartée sans être envoyée : elle est illisible.',
  );
});

/** What only the key's holder could seal: checked all the same once opened. */
const resealed = async (stored: StoredItem, change: (item: OutboxItem) => object) => {
  const alice = (await logins.keyOf(ALICE.id))!;
  const item = change({
    key: stored.key,
    userId: ALICE.id,
    userName: ALICE.name,
    createdAt: stored.createdAt,
    tried: false,
    payload: {
      student_idNumber: '12345678A',
      validation_target: 'photo',
      validation_state: 'rejected',
      validation_comment: REASON,
    },
  }) as OutboxItem;
  const clear = { key: stored.key, userId: ALICE.id, createdAt: item.createdAt };
  const context = `carte-scolaire-outbox:${clear.userId}:${clear.key}:${clear.createdAt}`;
  return { ...clear, ...(await seal(alice.key, context, { item, sessionId: 'old' })) };
};

test('a decision dated in the future is refused, with its message', async () => {
  const refused = await refusedAfter((stored) =>
    resealed(stored, (item) => ({ ...item, createdAt: now + 60_000 })),
  );
  expect(refused).toEqual({ future: 1 });
  expect(refusalText('future', 1)).toBe(
    '1 décision gardée dans ce navigateur a été écartée sans être envoyée : elle est datée dans le futur.',
  );
});

test('a decision sealed with another user inside is refused as another user’s', async () => {
  const refused = await refusedAfter((stored) =>
    resealed(stored, (item) => ({ ...item, userId: BOB.id })),
  );
  expect(refused).toEqual({ otherUser: 1 });
  expect(refusalText('otherUser', 2)).toBe(
    '2 décisions gardées dans ce navigateur ont été écartées sans être envoyées : elles sont celles d’un autre utilisateur.',
  );
});

test('a sealed decision of a bad shape (no student) is refused as unreadable', async () => {
  const refused = await refusedAfter((stored) =>
    resealed(stored, (item) => ({ ...item, payload: { ...item.payload, student_idNumber: 42 } })),
  );
  expect(refused).toEqual({ shape: 1 });
});

test('a decision over 24 h old is refused as expired, never sent', async () => {
  await keptByAlice();
  now += OUTBOX_MAX_AGE_MS;
  const { kept, shown } = await aliceLogsIn();
  expect(kept).toMatchObject({ expired: 1, refused: { expired: 1 }, toConfirm: 0 });
  expect(shown).toEqual([]);
  expect(sent).toEqual([]);
});

test('after an F5 in the same session, what waits goes out again by itself', async () => {
  const outbox = makeOutbox({ answers: false });
  await outbox.open(ALICE);
  void outbox.submit({
    student_idNumber: '1',
    validation_target: 'data',
    validation_state: 'validated',
    validation_comment: '',
  });
  await vi.waitFor(async () => expect(await records.all()).toHaveLength(1));
  outbox.close();
  const reloaded = makeOutbox();
  const kept = await reloaded.open(ALICE);
  expect(kept).toMatchObject({ resumed: 1, toConfirm: 0 });
  await expect(kept.settled).resolves.toEqual({ sent: 1, refused: [] });
});

test('without a key for the session, nothing is kept on disk, and it is said', async () => {
  const outbox = makeOutbox({
    storage: sealedOutbox(
      records,
      async () => null,
      () => now,
    ),
  });
  const kept = await outbox.open(ALICE);
  expect(kept.keyless).toBe(true);
  await outbox.submit({
    student_idNumber: '1',
    validation_target: 'data',
    validation_state: 'validated',
    validation_comment: '',
  });
  expect(await records.all()).toEqual([]);
});

test('a decision answered before its first sealing landed leaves nothing behind', async () => {
  // The first write of A is slow to land; B's turn sends A meanwhile, and its answer comes.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let reached = () => {};
  const holding = new Promise<void>((resolve) => (reached = resolve));
  let first = true;
  const slow: OutboxRecords = {
    ...records,
    put: async (record) => {
      if (first) {
        first = false;
        reached();
        await held;
      }
      return records.put(record);
    },
  };
  const outbox = makeOutbox({ storage: sealedOutbox(slow, logins.keyOf, () => now) });
  await outbox.open(ALICE);
  const decide = (idNumber: string) =>
    outbox.submit({
      student_idNumber: idNumber,
      validation_target: 'data',
      validation_state: 'validated',
      validation_comment: '',
    });
  const a = decide('10000001A');
  // B only once A's write is held: sealed on Node's thread pool, B's could otherwise land first.
  await holding;
  await decide('10000002B');
  release();
  await a;
  await vi.waitFor(() => expect(sent).toHaveLength(2));
  expect(await records.all()).toEqual([]);
});
