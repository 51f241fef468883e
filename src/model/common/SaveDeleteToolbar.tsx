import { DeleteButton, SaveButton, Toolbar } from 'react-admin';

/** An edit form's toolbar: save on the left, delete (after the server agrees) on the right. */
const SaveDeleteToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteButton mutationMode="pessimistic" />
  </Toolbar>
);

export default SaveDeleteToolbar;
