import { renderHook } from '@testing-library/react';
import { useHeldHeight } from '../../src/layout/health/useHeldHeight';

/** An element whose laid-out size the test sets: its content's height, grown by its min-height. */
const box = () => {
  const element = document.createElement('div');
  const size = { width: 359, content: 210 };
  Object.defineProperty(element, 'offsetWidth', { get: () => size.width });
  Object.defineProperty(element, 'offsetHeight', {
    get: () => Math.max(size.content, parseFloat(element.style.minHeight) || 0),
  });
  return { element, size };
};

let resized: () => void;
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const VARIABLE = '--connection-banner-height';
const variable = () => document.documentElement.style.getPropertyValue(VARIABLE);

test('the height is held at its tallest while the text gets shorter, and given back when gone', () => {
  const { element, size } = box();
  const { rerender } = renderHook(
    ({ active }) => useHeldHeight({ current: element }, VARIABLE, active),
    {
      initialProps: { active: true },
    },
  );
  expect(variable()).toBe('210px');
  size.content = 98; // « Connexion rétablie »: fewer lines
  resized();
  expect(element.style.minHeight).toBe('210px');
  expect(variable()).toBe('210px');
  rerender({ active: false });
  expect(variable()).toBe('');
});

test('a frame that lays it out in no room (width 0) changes nothing', () => {
  const { element, size } = box();
  renderHook(() => useHeldHeight({ current: element }, VARIABLE, true));
  size.width = 0;
  size.content = 690; // a word per line in no width
  resized();
  size.width = 359;
  size.content = 210;
  resized();
  expect(element.style.minHeight).toBe('210px');
  expect(variable()).toBe('210px');
});

test('a new width starts over from its natural height', () => {
  const { element, size } = box();
  renderHook(() => useHeldHeight({ current: element }, VARIABLE, true));
  size.width = 200; // a narrower window: more lines
  size.content = 330;
  resized();
  expect(variable()).toBe('330px');
  size.width = 359; // back: the lines of this width again
  size.content = 210;
  resized();
  expect(element.style.minHeight).toBe('210px');
  expect(variable()).toBe('210px');
});
