import ModelTreePage from './tree/ModelTreePage';
import { ORGANIZATION_TREE } from './tree/treeModels';

/** /model-organization: the ministry, its directions, services and offices. */
const OrganizationTreePage = () => <ModelTreePage model={ORGANIZATION_TREE} />;

export default OrganizationTreePage;
