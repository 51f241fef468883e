import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getCurrentUser, reloadCurrentUser } from './session';

/**
 * After an account was saved: when it is the logged-in user's own, their roles are read
 * again and react-admin's permissions dropped, so that the menu, the palette and the route
 * guards follow at once, without a reload.
 */
export const useRefreshOwnRoles = () => {
  const queryClient = useQueryClient();
  return useCallback(
    async (loginId: unknown) => {
      const user = getCurrentUser();
      if (!user || String(user.login_id) !== String(loginId)) return;
      await reloadCurrentUser();
      await queryClient.invalidateQueries({ queryKey: ['auth'] });
    },
    [queryClient],
  );
};
