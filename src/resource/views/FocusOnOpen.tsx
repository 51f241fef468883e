import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';

/**
 * Puts the focus in the form's input `source` once it is shown, so that the keyboard types
 * there at once (a dialog's form). After the dialog's own focus trap, which focuses the dialog
 * when it opens: an input's `autoFocus` loses to it in the browser.
 */
const FocusOnOpen = ({ source }: { source: string }) => {
  const { setFocus } = useFormContext();
  useEffect(() => {
    const timer = setTimeout(() => setFocus(source));
    return () => clearTimeout(timer);
  }, [setFocus, source]);
  return null;
};

export default FocusOnOpen;
