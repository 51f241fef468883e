import { Pagination, useListContext } from 'react-admin';

/** Page sizes 25/50/100 for lists and sub-lists; nothing when the list failed to load. */
const ListPagination = () => {
  const { error } = useListContext();
  return error ? null : <Pagination rowsPerPageOptions={[25, 50, 100]} />;
};

export default ListPagination;
