import { runLogoutHooks } from '../../src/auth/sessionEndHooks';
import { DRAFT_KEY_PREFIX } from '../../src/constants/storageKeys';
// What the entry point registers (src/main.tsx): the draft store and its sealing never load.
import '../../src/drafts/draftKeys';

test('« Se déconnecter » removes that user’s drafts, the draft store never loaded', () => {
  localStorage.setItem(`${DRAFT_KEY_PREFIX}7:student:create`, '{}');
  localStorage.setItem(`${DRAFT_KEY_PREFIX}7:school:12`, '{}');
  localStorage.setItem(`${DRAFT_KEY_PREFIX}8:student:create`, '{}');
  runLogoutHooks(7);
  expect(Object.keys(localStorage).filter((key) => key.startsWith(DRAFT_KEY_PREFIX))).toEqual([
    `${DRAFT_KEY_PREFIX}8:student:create`,
  ]);
});
