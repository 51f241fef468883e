import { Pagination, useListContext } from 'react-admin';
import { PER_PAGE_CHOICES } from './listPageParams';

const OPTIONS = [...PER_PAGE_CHOICES];

/** Page sizes 25/50/100 for lists and sub-lists; nothing when the list failed to load. */
const ListPagination = () => {
  const { error } = useListContext();
  return error ? null : <Pagination rowsPerPageOptions={OPTIONS} />;
};

export default ListPagination;
