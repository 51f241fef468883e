import { runSessionEndHooks } from '../../src/auth/sessionEndHooks';
// What the entry point registers (src/main.tsx): the store itself is never loaded here.
import '../../src/recentDecisions/recentKeys';

test('the end of a session removes the recent decisions kept for the tab, their store never loaded', () => {
  sessionStorage.setItem('recent-decisions:7', JSON.stringify({ user: 7, entries: [] }));
  sessionStorage.setItem('review-other', 'kept');
  runSessionEndHooks();
  expect(sessionStorage.getItem('recent-decisions:7')).toBeNull();
  expect(sessionStorage.getItem('review-other')).toBe('kept');
});
