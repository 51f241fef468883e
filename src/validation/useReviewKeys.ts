import { useEffect, useRef } from 'react';
import { KEYS } from '../decision/labels';

export interface ReviewKeyHandlers {
  validate: () => void;
  reject: () => void;
  skip: () => void;
  zoom: () => void;
  undo: () => void;
  help: () => void;
}

/** A field, or a menu or list of options, where letters type or pick by their first letter. */
export const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="menu"], [role="listbox"]') !== null);

/** The review key an event presses, outside fields: 'undo', a single key ('V', '?'...), or null. */
export const reviewKeyOf = (event: KeyboardEvent): string | null => {
  if (isTyping(event.target) || event.altKey) return null;
  const command = event.ctrlKey || event.metaKey;
  if (command && !event.shiftKey && event.key.toLowerCase() === 'z') return 'undo';
  if (command || event.repeat) return null;
  return event.key.length === 1 ? event.key.toUpperCase() : event.key;
};

/**
 * The review's single keys, on the whole page: not while typing in a field, nor while a
 * dialog is open (`enabled` false), so that each key press is one decision, no more.
 */
export const useReviewKeys = (enabled: boolean, handlers: ReviewKeyHandlers) => {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const key = event.defaultPrevented ? null : reviewKeyOf(event);
      if (!key) return;
      const h = latest.current;
      const action = {
        undo: h.undo,
        [KEYS.validate]: h.validate,
        [KEYS.reject]: h.reject,
        [KEYS.skip]: h.skip,
        [KEYS.zoom]: h.zoom,
        '?': h.help,
      }[key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
};
