import { useEffect } from 'react';
import { toast } from 'sonner';

const SEEN_KEY = 'app-entry-seen';

export const newVersionMessage = (version: string) =>
  `Carte Scolaire a été mise à jour : vous utilisez maintenant la version ${version}.`;

/**
 * Says once, when a page opens, that it runs a new version of the app. The built page names its
 * entry file (hashed: any change of the build changes it) in <meta name="app-entry">; another
 * name than last time is another version. A new version is only ever taken by a page load
 * (src/offline/serviceWorker.js never reloads a page), so this never comes in the middle of a
 * form. Rendered beside the toaster, so that the toaster hears it.
 */
const NewVersionNotice = () => {
  useEffect(() => {
    const entry = document.querySelector('meta[name="app-entry"]')?.getAttribute('content');
    if (!entry) return;
    let seen: string | null;
    try {
      seen = localStorage.getItem(SEEN_KEY);
      localStorage.setItem(SEEN_KEY, entry);
    } catch {
      return;
    }
    if (seen && seen !== entry) toast.info(newVersionMessage(__APP_VERSION__), { duration: 8000 });
  }, []);
  return null;
};

export default NewVersionNotice;
