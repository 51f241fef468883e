import { useState, type KeyboardEvent } from 'react';

const MOVES: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };

/**
 * The highlighted result of a list of `count` results: the arrow keys move it (from the
 * last result down goes back to the first, and the other way round), Enter chooses it.
 * `reset` puts it back on the first result, e.g. when the results change.
 */
export const useActiveOption = (count: number, onChoose: (index: number) => void) => {
  const [wanted, setActive] = useState(0);
  const active = count === 0 ? -1 : Math.min(wanted, count - 1);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.nativeEvent.isComposing || count === 0) return;
    if (event.key in MOVES) {
      event.preventDefault();
      setActive((active + MOVES[event.key] + count) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onChoose(active);
    }
  };

  return { active, setActive, reset: () => setActive(0), onKeyDown };
};
