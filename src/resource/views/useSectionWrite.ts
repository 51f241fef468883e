import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useResourceContext } from 'react-admin';
import type { NoticeAction } from '../../common/recordNotice';
import type { ResourceDeclaration } from '../declare';

/**
 * What follows a section's write, called on its owner's page: react-admin's notice (named
 * after the record by the toast bridge), the section's rows and the owner's record (its
 * figures) read again, the dialog closed.
 */
export const useSectionWrite = (declaration: ResourceDeclaration<object>, close: () => void) => {
  const owner = useResourceContext();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return (action: NoticeAction) => {
    notify(`resources.${declaration.name}.notifications.${action}`, {
      type: 'info',
      messageArgs: { smart_count: 1 },
    });
    // Its rows only: the one record's query, still open under a deletion's dialog, would 404.
    void queryClient.invalidateQueries({ queryKey: [declaration.name, 'getManyReference'] });
    if (owner) void queryClient.invalidateQueries({ queryKey: [owner, 'getOne'] });
    close();
  };
};
