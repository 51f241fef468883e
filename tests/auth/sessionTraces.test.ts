import { TOKEN_KEY } from '../../src/api/token';
import { endSession, startSession } from '../../src/auth/clientSession';
import { KEPT_AFTER_SESSION } from '../../src/auth/sessionTraces';
import { pageVisitsKey } from '../../src/home/pageVisits';
import { THEME_KEY } from '../../src/layout/theme';
import { MINIMISED_MESSAGES_KEY } from '../../src/constants/storageKeys';
import type { AuthUser } from '../../src/api/types';

const admin = { login_id: 1, login_name: 'admin', login_role: 'admin' } as AuthUser;

/** What a working session leaves in localStorage, and what the browser keeps for itself. */
const fill = () => {
  localStorage.setItem(TOKEN_KEY, 'jeton');
  localStorage.setItem(pageVisitsKey(1), '{"/student":3}');
  localStorage.setItem('RaStore.student.listParams', '{"filter":{"q":"Koné"}}');
  localStorage.setItem('une-cle-future', 'personnel');
  localStorage.setItem(THEME_KEY, 'dark');
  localStorage.setItem(MINIMISED_MESSAGES_KEY, '["3:abc"]');
  localStorage.setItem('demo-api-journal', '{}');
  localStorage.setItem('demo-api-journal-1', '[]');
};

test('a session’s end leaves in localStorage only the documented keys: home-page-visits and the rest go', () => {
  startSession(admin, 'jeton');
  fill();
  endSession();
  expect(Object.keys(localStorage).sort()).toEqual(
    [THEME_KEY, MINIMISED_MESSAGES_KEY, 'demo-api-journal', 'demo-api-journal-1'].sort(),
  );
});

test('ended by another user’s login in another tab: that user’s token stays', () => {
  startSession(admin, 'jeton');
  fill();
  endSession({ keepToken: true });
  expect(localStorage.getItem(TOKEN_KEY)).toBe('jeton');
  expect(localStorage.getItem(pageVisitsKey(1))).toBeNull();
});

test('the allowlist is the one documented: the theme, minimised messages, the demo server and its cookies, drafts, the outbox, the salts', () => {
  expect(KEPT_AFTER_SESSION).toEqual({
    localStorage: [
      'app-theme',
      'service-messages-minimised',
      'demo-api-*',
      '__msw-cookie-store__',
      'form-draft:*',
    ],
    indexedDB: ['carte-scolaire-outbox', 'carte-scolaire-keys'],
  });
});
