import ModelTreePage from './tree/ModelTreePage';
import { LOCATION_TREE } from './tree/treeModels';

/** /model-location: the infrastructure (country, regions, DREN, sites, buildings, rooms). */
const LocationTreePage = () => <ModelTreePage model={LOCATION_TREE} />;

export default LocationTreePage;
