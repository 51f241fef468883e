import type { MouseEvent } from 'react';

/**
 * A toast's button whose outcome shows in the same toast (the same id). By default sonner
 * closes a toast when its button is pressed and, 200 ms later, removes whatever shows under
 * that id by then: the outcome itself when the server answered fast. So the toast stays, its
 * button acts once, and the outcome replaces it.
 */
export const answeredInPlace = (label: string, run: () => void) => {
  let pressed = false;
  return {
    label,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      event.preventDefault();
      if (pressed) return;
      pressed = true;
      run();
    },
  };
};
