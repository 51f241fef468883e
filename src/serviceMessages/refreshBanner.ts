import { refreshServiceMessages } from './banner/refreshServiceMessages';

/**
 * Mutation options for a save or a delete: once it succeeded, the banner fetches the
 * displayed messages at once. `onSettled` adds to react-admin's own success handling
 * (notification, redirection) where `onSuccess` would replace it.
 */
export const refreshBannerOnSuccess = {
  onSettled: (_data: unknown, error: unknown) => {
    if (!error) refreshServiceMessages();
  },
};
