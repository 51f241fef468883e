import { Toaster } from 'sonner';

/**
 * The one toast area of the app. sonner's defaults are the spec's numbers (3 visible,
 * 4000 ms, width 356, gap 14, swipe 45, exit 200 ms, offsets 24/16 px, Alt+T);
 * the app only moves it to the bottom center.
 */
const AppToaster = ({ theme = 'system' }: { theme?: 'light' | 'dark' | 'system' }) => (
  <Toaster position="bottom-center" theme={theme} richColors closeButton />
);

export default AppToaster;
