import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { vi } from 'vitest';
import { clearEarlierFilesTimers } from './earlierFilesTimers';

// Each test file starts as a new page would. Vitest keeps one jsdom document per worker, and
// the libraries Node loaded (react-admin, MUI, Emotion) stay loaded; the app's own modules
// (its registries, stores and listeners) are loaded afresh for the file.
vi.resetModules();

// Nothing of the files before runs on: their timers (a debounced navigation, a poll), their
// fake clock if one was left installed.
vi.useRealTimers();
clearEarlierFilesTimers();

/** Emotion's default cache: made once by the shared library, read here as a component would. */
const defaultEmotionCache = (): EmotionCache => {
  let cache: EmotionCache | undefined;
  renderToStaticMarkup(
    createElement(() => {
      cache = __unsafe_useEmotionCache() as EmotionCache;
      return null;
    }),
  );
  if (!cache) throw new Error("Emotion's default cache not found");
  return cache;
};

// The styles of the files before go, and with Emotion's the record of what it inserted, so
// that it inserts them again. Kept, a file emptying the document's head
// (tests/app/appStages.test.ts) left the next files without styles, and Emotion's global
// styles failed to insert before a removed tag (« The child can not be found in the
// parent »); the styles a library adds as it loads (sonner's) would pile up, one per file.
// Files run in Node (`// @vitest-environment node`) have no document.
if (typeof document !== 'undefined') {
  document.head.querySelectorAll('style').forEach((style) => style.remove());
  const emotion = defaultEmotionCache();
  emotion.sheet.flush();
  for (const key of Object.keys(emotion.inserted)) delete emotion.inserted[key];
}
