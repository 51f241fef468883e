import { useSyncExternalStore } from 'react';

/**
 * Whether the command palette is open. The app has one palette; its shortcut, its
 * button in the app bar and the palette itself share this state.
 */
let isOpen = false;
/** Counts the openings, so that each one starts afresh even during the closing animation. */
let openings = 0;
const listeners = new Set<() => void>();

const setOpen = (next: boolean) => {
  if (isOpen === next) return;
  isOpen = next;
  if (next) openings += 1;
  listeners.forEach((listener) => listener());
};

export const openCommandPalette = (): void => setOpen(true);
export const closeCommandPalette = (): void => setOpen(false);
export const toggleCommandPalette = (): void => setOpen(!isOpen);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export interface PaletteControl {
  open: boolean;
  /** How many times the palette has been opened: a key for its content. */
  openings: number;
  openPalette: () => void;
  closePalette: () => void;
  togglePalette: () => void;
}

/** The palette's open state and the functions that change it. */
export const usePaletteControl = (): PaletteControl => ({
  open: useSyncExternalStore(
    subscribe,
    () => isOpen,
    () => false,
  ),
  openings: useSyncExternalStore(
    subscribe,
    () => openings,
    () => 0,
  ),
  openPalette: openCommandPalette,
  closePalette: closeCommandPalette,
  togglePalette: toggleCommandPalette,
});
