import { endSession, getCurrentUser } from '../../src/auth/clientSession';
import { logout } from '../../src/auth/session';
import { endSessionWithToast } from '../../src/auth/sessionEnd';
import { writeDraft } from '../../src/drafts/draftStore';
import { pathAfterLogin } from '../../src/login/nextPath';
import { AUTHOR, draftKeys, logInAs, OTHER_USER } from './renderDraftForm';

const FORM = '/service-messages/create?from=list';

beforeEach(async () => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', FORM);
  logInAs(AUTHOR);
  await writeDraft(
    { loginId: AUTHOR, resource: 'service-messages' },
    { serviceMessage_title: 'A' },
  );
});

afterEach(() => {
  endSession();
  vi.useRealTimers();
});

const forceEnd = () => {
  const goToLogin = vi.fn();
  endSessionWithToast({ endSession, notifyError: vi.fn(), goToLogin }, 'Session expirée', '', true);
  vi.advanceTimersByTime(8000);
  expect(goToLogin).toHaveBeenCalledWith(true);
};

test('after a forced end, the same user’s login opens the page left, with its draft kept', () => {
  forceEnd();
  expect(getCurrentUser()).toBeNull();
  expect(pathAfterLogin(`user${AUTHOR}`, '')).toBe(FORM);
  expect(draftKeys()).toEqual([`form-draft:${AUTHOR}:service-messages:create`]);
});

test('another user’s login opens `/`; the URL’s `next` comes first and keeps its checks', () => {
  forceEnd();
  expect(pathAfterLogin(`user${OTHER_USER}`, '')).toBe('/');
  expect(pathAfterLogin(`user${AUTHOR}`, '?next=%2Fusers')).toBe('/users');
  expect(pathAfterLogin(`user${AUTHOR}`, '?next=%2F%5Cevil.example')).toBe('/');
});

test('an explicit « Se déconnecter » removes the user’s drafts and the page to open again', async () => {
  logInAs(OTHER_USER);
  await writeDraft({ loginId: OTHER_USER, resource: 'users' }, { login_name: 'b' });
  forceEnd();
  logInAs(AUTHOR);
  await logout();
  expect(pathAfterLogin(`user${AUTHOR}`, '')).toBe('/');
  expect(draftKeys()).toEqual([`form-draft:${OTHER_USER}:users:create`]);
});
