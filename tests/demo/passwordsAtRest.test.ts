import type { Login } from '../../src/api/types';
import { JOURNAL_KEY } from '../../src/demo/journal';
import { createDemoServer } from '../../src/demo/node';
import { memoryStorage } from '../../src/demo/storage';
import { call, clock, login, withServer } from './helpers';

const account = {
  login_name: 'a.kouame',
  login_fullName: 'Awa Kouamé',
  login_email: 'a.kouame@education.gouv.ci',
  login_role: 'control',
  login_additionalRoles: [],
};
const CREATED = 'Création-2026 !';
const CHANGED_BY_SELF = 'Changé par moi 2026';
const CHANGED_BY_ADMIN = 'Imposé par admin 26';

const loginStatus = async (login: string, password: string) =>
  (await call('auth.login', { body: { login, password } })).body.status;

test('the journal keeps salted PBKDF2 hashes, never a password; logins still work after a reload', async () => {
  const storage = memoryStorage();
  await withServer(storage, async () => {
    const admin = await login('admin');
    const created = await call<Login>('login.save', {
      token: admin,
      body: { ...account, login_password: CREATED, login_passwordConfirm: CREATED },
    });
    expect(created.http).toBe(200);
    const dev = await login('dev');
    const changed = await call('auth.changePassword', {
      token: dev,
      body: { currentPassword: 'dev', newPassword: CHANGED_BY_SELF },
    });
    expect(changed.http).toBe(200);
    const agent = await call<Login>('login.save', {
      token: admin,
      // A client sending the stored record back: its other fields are not recorded either.
      body: {
        login_id: 4,
        login_name: 'agent',
        login_password: CHANGED_BY_ADMIN,
        password: 'agent',
      },
    });
    expect(agent.http).toBe(200);
  });

  const journal = storage.getItem(JOURNAL_KEY)!;
  for (const secret of [CREATED, CHANGED_BY_SELF, CHANGED_BY_ADMIN]) {
    expect(journal).not.toContain(secret);
  }
  for (const field of [
    'login_password',
    'Confirm',
    'currentPassword',
    'newPassword',
    '"password"',
  ]) {
    expect(journal).not.toContain(field);
  }
  const hashes = (JSON.parse(journal) as { ops: { b?: { passwordHash?: unknown } }[] }).ops.map(
    (op) => op.b?.passwordHash,
  );
  expect(hashes).toEqual([
    expect.objectContaining({ algorithm: 'PBKDF2-SHA-256', iterations: 100_000 }),
    expect.objectContaining({ algorithm: 'PBKDF2-SHA-256' }),
    expect.objectContaining({ algorithm: 'PBKDF2-SHA-256' }),
  ]);
  const salts = hashes.map((hash) => (hash as { salt: string }).salt);
  expect(new Set(salts).size).toBe(3);

  await withServer(storage, async () => {
    expect(await loginStatus('a.kouame', CREATED)).toBe('ok');
    expect(await loginStatus('dev', CHANGED_BY_SELF)).toBe('ok');
    expect(await loginStatus('dev', 'dev')).toBe('error');
    expect(await loginStatus('agent', CHANGED_BY_ADMIN)).toBe('ok');
    // The other demo accounts keep password = login.
    expect(await loginStatus('admin', 'admin')).toBe('ok');
    expect(await loginStatus('control', 'control')).toBe('ok');
  });
});

test('a journal written before, with passwords in clear, is replayed and rewritten with hashes', async () => {
  const storage = memoryStorage();
  const server = createDemoServer({ students: 2000, storage, now: () => clock.now });
  const base = `${server.runtime.generation.students}:${server.runtime.generation.seed}`;
  storage.setItem(
    JOURNAL_KEY,
    JSON.stringify({
      base,
      ops: [
        {
          n: 'auth.changePassword',
          b: { currentPassword: 'control', newPassword: 'ancien-en-clair' },
          u: 2,
          t: clock.now,
        },
      ],
    }),
  );
  await withServer(storage, async () => {
    expect(await loginStatus('control', 'ancien-en-clair')).toBe('ok');
  });
  const journal = storage.getItem(JOURNAL_KEY)!;
  expect(journal).not.toContain('ancien-en-clair');
  expect(journal).not.toContain('currentPassword');
  expect(journal).toContain('PBKDF2-SHA-256');
  await withServer(storage, async () => {
    expect(await loginStatus('control', 'ancien-en-clair')).toBe('ok');
  });
});

test('a recorded hash is accepted only from the journal: a client cannot send one', async () => {
  const storage = memoryStorage();
  await withServer(storage, async () => {
    const token = await login('control');
    const forged = await call('auth.changePassword', {
      token,
      body: {
        passwordHash: { algorithm: 'PBKDF2-SHA-256', iterations: 1, salt: 'AA==', hash: 'AA==' },
      },
    });
    expect(forged.http).toBe(400);
    expect(await loginStatus('control', 'control')).toBe('ok');
  });
});
