// Keyboard-only helpers of the browser tests: moving the focus with keys until it reaches an
// element, and telling whether the focused element shows that it has the focus.
import assert from 'node:assert/strict';

/**
 * What the focused element is (tag, accessible name, role) and whether it shows the focus:
 * its own outline or shadow, or MUI's focus classes (focus ripple, highlighted field).
 */
export const focused = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { tag: 'BODY', name: '', shows: false };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none';
    const mui = Boolean(el.closest('.Mui-focusVisible, .Mui-focused'));
    const label =
      el.getAttribute('aria-label') ??
      (el.labels?.[0]?.textContent || el.textContent || el.getAttribute('placeholder') || '');
    return {
      tag: el.tagName,
      role: el.getAttribute('role') ?? '',
      name: label.replace(/\s+/g, ' ').trim().slice(0, 80),
      id: el.id,
      shows: outline || shadow || mui,
    };
  });

const describeFocus = (focus) =>
  `${focus.tag}${focus.role ? `[${focus.role}]` : ''} "${focus.name}"`;

/**
 * Presses `key` (Tab by default) until the focused element matches `wanted` (a function of
 * `focused()`), at most `max` times. Every element passed on the way must show its focus.
 * Returns the elements passed, for a test that wants to read the order.
 */
export const pressUntil = async (page, wanted, { key = 'Tab', max = 40 } = {}) => {
  const passed = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const focus = await focused(page);
    passed.push(focus);
    assert.ok(focus.tag === 'BODY' || focus.shows, `no visible focus on ${describeFocus(focus)}`);
    if (wanted(focus)) return passed;
  }
  assert.fail(
    `${key} ×${max} did not reach the element; passed: ${passed.map(describeFocus).join(', ')}`,
  );
};

/** A matcher of `focused()` by accessible name (a string: exact; a RegExp: matches). */
export const named = (name) => (focus) =>
  typeof name === 'string' ? focus.name === name : name.test(focus.name);
