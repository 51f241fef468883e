import { useEffect } from 'react';
import { toggleCommandPalette } from './paletteControl';

/** Ctrl+K on Windows and Linux, Cmd+K on macOS. */
export const isPaletteShortcut = (event: KeyboardEvent): boolean =>
  (event.ctrlKey || event.metaKey) &&
  !event.altKey &&
  !event.shiftKey &&
  event.key.toLowerCase() === 'k';

/** Opens (or closes) the palette on Ctrl+K / Cmd+K, wherever the focus is. */
export const usePaletteShortcut = (): void => {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      if (!event.repeat) toggleCommandPalette();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
};
