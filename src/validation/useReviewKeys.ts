import { useEffect, useRef } from 'react';
import { KEYS } from './labels';

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
      if (event.defaultPrevented || isTyping(event.target) || event.altKey) return;
      const h = latest.current;
      if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'z') {
        event.preventDefault();
        h.undo();
        return;
      }
      if (event.ctrlKey || event.metaKey || event.repeat) return;
      const action = {
        [KEYS.validate]: h.validate,
        [KEYS.reject]: h.reject,
        [KEYS.skip]: h.skip,
        [KEYS.zoom]: h.zoom,
        '?': h.help,
      }[event.key.length === 1 ? event.key.toUpperCase() : event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
};
