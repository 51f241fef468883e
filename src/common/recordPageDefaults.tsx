import { useEditContext, useShowContext } from 'react-admin';
import RecordLoadError from './RecordLoadError';

/** Keeps the page where it is: the view shows the error itself (`error` below). */
const stayOnError = { onError: () => undefined };

/**
 * Theme defaults of every `<Show>` and `<Edit>`: a record that fails to load (500, network
 * loss, malformed answer, 403...) leaves the user on the page with the French message and
 * "Réessayer". A page passing its own `queryOptions` replaces `stayOnError`: keep an
 * `onError` in them.
 */
export const recordPageDefaults = {
  RaShow: {
    defaultProps: {
      queryOptions: stayOnError,
      error: <RecordLoadError useLoadState={useShowContext} />,
    },
  },
  RaEdit: {
    defaultProps: {
      queryOptions: stayOnError,
      error: <RecordLoadError useLoadState={useEditContext} />,
    },
  },
};
