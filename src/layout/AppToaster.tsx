import { useRef, useSyncExternalStore } from 'react';
import { Toaster } from 'sonner';
import { STUCK_BAR_HEIGHT } from '../common/useStuckBarHeight';
import { CLEARANCE, useToastClearance } from './useToastClearance';

/**
 * The bottom toasts rise by the clearance useToastClearance measures (above the control just
 * pressed). On a phone a form's Enregistrer bar is fixed at the bottom of the screen: while
 * one is shown, the toasts also keep the spec's offset from that bar's top instead of the
 * screen's edge, so that they never hide it. Likewise above a bar stuck to the bottom (the
 * review's decision bar on a phone) and the connection banner under it (its height is named
 * here, not imported: the banner's module would come with the toaster's); there they fade in
 * and out in place instead of sliding from below, which would pass over the bar.
 */
const ABOVE_FORM_TOOLBAR = `
[data-sonner-toaster][data-y-position='bottom'] {
  translate: 0 calc(-1 * var(${CLEARANCE}, 0px));
}
body:has(.RaToolbar-mobileToolbar) [data-sonner-toaster][data-y-position='bottom'] {
  translate: 0 calc(-1 * (var(--form-toolbar-height, 68px) + var(${CLEARANCE}, 0px)));
}
:root[style*='${STUCK_BAR_HEIGHT}'] [data-sonner-toaster][data-y-position='bottom'] {
  translate: 0 calc(-1 * (var(${STUCK_BAR_HEIGHT}) + var(--connection-banner-height, 0px) + var(${CLEARANCE}, 0px)));
}
:root[style*='${STUCK_BAR_HEIGHT}'] [data-sonner-toaster][data-y-position='bottom']
  [data-sonner-toast]:is([data-mounted='false'], [data-removed='true']) {
  --y: translateY(0);
}`;

/** sonner's coloured texts of the light theme, darkened to read at 4.5:1 (WCAG AA). */
const READABLE_LIGHT_COLORS = `
:root [data-sonner-toaster][data-sonner-theme='light'] {
  --success-text: hsl(140, 100%, 22%);
  --info-text: hsl(210, 92%, 35%);
  --warning-text: hsl(31, 92%, 30%);
  --error-text: hsl(0, 100%, 38%);
}`;

/**
 * The one toast area of the app. sonner's defaults are the spec's numbers (3 visible,
 * 4000 ms, width 356, gap 14, swipe 45, exit 200 ms, offsets 24/16 px, Alt+T);
 * the app only moves it to the bottom center, and above the control it answers.
 */
/** The app's theme as boot-theme.js and the theme switch write it on <html data-theme>. */
const subscribeToTheme = (onChange: () => void) => {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
};
const documentTheme = () => {
  const theme = document.documentElement.dataset.theme;
  return theme === 'dark' || theme === 'light' ? theme : 'system';
};

const AppToaster = ({ theme: forced }: { theme?: 'light' | 'dark' | 'system' }) => {
  const chosen = useSyncExternalStore(subscribeToTheme, documentTheme);
  const theme = forced ?? chosen;
  const area = useRef<HTMLDivElement>(null);
  useToastClearance(area);
  return (
    <div ref={area}>
      <style>{ABOVE_FORM_TOOLBAR + READABLE_LIGHT_COLORS}</style>
      <Toaster
        position="bottom-center"
        theme={theme}
        richColors
        closeButton
        containerAriaLabel="Notifications"
        toastOptions={{ closeButtonAriaLabel: 'Fermer la notification' }}
      />
    </div>
  );
};

export default AppToaster;
