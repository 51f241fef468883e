import { useCallback, useEffect, useState } from 'react';

/**
 * A chart's tooltip follows the pointer's moves, and a wheel scroll moves the bars under a
 * still pointer without one: the tooltip would stay, naming a bar no longer under it. It is
 * hidden at any scroll of the page (or of a container), and shown again at the next move.
 */
export const useHideTooltipOnScroll = () => {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const hide = () => setHidden(true);
    window.addEventListener('scroll', hide, { capture: true, passive: true });
    return () => window.removeEventListener('scroll', hide, { capture: true });
  }, []);
  const show = useCallback(() => setHidden(false), []);
  return { hidden, onPointerMove: show };
};
