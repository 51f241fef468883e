import AddIcon from '@mui/icons-material/Add';
import { Button, useCreatePath, useResourceContext } from 'react-admin';
import { Link } from 'react-router-dom';

/**
 * 'Créer' in the list's toolbar on every screen: react-admin's CreateButton turns into a
 * floating button on phones, which covers the rows' text.
 */
const InlineCreateButton = () => {
  const resource = useResourceContext();
  const createPath = useCreatePath();
  return (
    <Button component={Link} to={createPath({ resource, type: 'create' })} label="Créer">
      <AddIcon />
    </Button>
  );
};

export default InlineCreateButton;
