import { ListPaginationContext, Pagination, useListContext } from 'react-admin';
import { PER_PAGE_CHOICES } from './listPageParams';
import { vouchedTotal } from './pageRange';

const OPTIONS = [...PER_PAGE_CHOICES];

/** Page sizes 25/50/100 for lists and sub-lists; nothing when the list failed to load. */
const ListPagination = () => {
  const list = useListContext();
  if (list.error) return null;
  const { page, perPage, data, isPlaceholderData } = list;
  // Rows kept from the previous page while the next one loads vouch for nothing.
  const total =
    data && !isPlaceholderData ? vouchedTotal(list.total, page, perPage, data.length) : list.total;
  const hasNextPage = total === undefined ? list.hasNextPage : page * perPage < total;
  return (
    <ListPaginationContext.Provider value={{ ...list, total, hasNextPage }}>
      <Pagination rowsPerPageOptions={OPTIONS} />
    </ListPaginationContext.Provider>
  );
};

export default ListPagination;
