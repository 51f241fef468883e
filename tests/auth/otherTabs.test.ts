import { TOKEN_KEY } from '../../src/api/token';
import { watchOtherTabs, type OtherTabsDeps } from '../../src/auth/otherTabs';

/** What another tab's change of localStorage looks like to this tab. */
const otherTabSets = (key: string | null, oldValue: string | null, newValue: string | null) => {
  if (key && newValue !== null) localStorage.setItem(key, newValue);
  else if (key) localStorage.removeItem(key);
  else localStorage.clear();
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue }));
};

const setup = (userOfStoredToken: OtherTabsDeps['userOfStoredToken']) => {
  const deps = {
    currentUserId: () => 1,
    userOfStoredToken: vi.fn(userOfStoredToken),
    onLoggedOut: vi.fn(),
    onUserChanged: vi.fn(),
  };
  const stop = watchOtherTabs(deps);
  return { deps, stop };
};

let stop: () => void = () => undefined;
afterEach(() => stop());

test('the token removed in another tab logs this tab out, without asking the server', () => {
  localStorage.setItem(TOKEN_KEY, 'admin-1');
  const watcher = setup(async () => ({ login_id: 1, login_name: 'admin' }));
  stop = watcher.stop;
  otherTabSets(TOKEN_KEY, 'admin-1', null);
  expect(watcher.deps.onLoggedOut).toHaveBeenCalledOnce();
  expect(watcher.deps.userOfStoredToken).not.toHaveBeenCalled();
});

test('localStorage cleared in another tab logs this tab out', () => {
  const watcher = setup(async () => ({ login_id: 1, login_name: 'admin' }));
  stop = watcher.stop;
  otherTabSets(null, null, null);
  expect(watcher.deps.onLoggedOut).toHaveBeenCalledOnce();
});

test('a refresh of the same session in another tab changes nothing here', async () => {
  const watcher = setup(async () => ({ login_id: 1, login_name: 'admin' }));
  stop = watcher.stop;
  otherTabSets(TOKEN_KEY, 'admin-1', 'admin-2');
  await vi.waitFor(() => expect(watcher.deps.userOfStoredToken).toHaveBeenCalledOnce());
  await Promise.resolve();
  expect(watcher.deps.onUserChanged).not.toHaveBeenCalled();
  expect(watcher.deps.onLoggedOut).not.toHaveBeenCalled();
});

test('another user’s token makes this tab follow', async () => {
  const watcher = setup(async () => ({ login_id: 4, login_name: 'agent' }));
  stop = watcher.stop;
  otherTabSets(TOKEN_KEY, 'admin-1', 'agent-1');
  await vi.waitFor(() => expect(watcher.deps.onUserChanged).toHaveBeenCalledOnce());
  expect(watcher.deps.onUserChanged).toHaveBeenCalledWith({ login_id: 4, login_name: 'agent' });
  expect(watcher.deps.onLoggedOut).not.toHaveBeenCalled();
});

test('when the server cannot say whose the token is, or refuses it, the tab goes on', async () => {
  let answer: () => Promise<{ login_id: number; login_name: string } | null> = () =>
    Promise.reject(new TypeError('Failed to fetch'));
  const watcher = setup(() => answer());
  stop = watcher.stop;
  otherTabSets(TOKEN_KEY, 'admin-1', 'x-1');
  answer = async () => null;
  otherTabSets(TOKEN_KEY, 'x-1', 'x-2');
  await vi.waitFor(() => expect(watcher.deps.userOfStoredToken).toHaveBeenCalledTimes(2));
  await Promise.resolve();
  expect(watcher.deps.onUserChanged).not.toHaveBeenCalled();
  expect(watcher.deps.onLoggedOut).not.toHaveBeenCalled();
});

test('only the latest change counts: a check overtaken by another change is dropped', async () => {
  const answers: ((user: { login_id: number; login_name: string }) => void)[] = [];
  const watcher = setup(() => new Promise((resolve) => answers.push(resolve)));
  stop = watcher.stop;
  otherTabSets(TOKEN_KEY, 'admin-1', 'agent-1');
  otherTabSets(TOKEN_KEY, 'agent-1', 'admin-2');
  answers[1]({ login_id: 1, login_name: 'admin' });
  answers[0]({ login_id: 4, login_name: 'agent' });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(watcher.deps.onUserChanged).not.toHaveBeenCalled();
});

test('other keys, and stopping, are ignored', () => {
  const watcher = setup(async () => ({ login_id: 4, login_name: 'agent' }));
  watcher.stop();
  otherTabSets('RaStore.student.listParams', null, '{}');
  otherTabSets(TOKEN_KEY, 'admin-1', null);
  expect(watcher.deps.onLoggedOut).not.toHaveBeenCalled();
});
