import './emotionSpeedy';
import './jsdomComputedStyle';
import '../src/collectPages';
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { endSittings } from '../src/validation/reviewSittings';

// Most tests render the whole app in jsdom, whose pages load their lazy chunks on first use,
// on a 2-core machine running two test files at once: a find or waitFor may need seconds
// there (Testing Library's default gives up after 1 s). A passing wait returns at once.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  // Files that render nothing run in Node (`// @vitest-environment node`): no storage there.
  globalThis.localStorage?.clear();
  // Each test is a new tab: the validation queue's sittings kept in memory start afresh.
  endSittings();
});
