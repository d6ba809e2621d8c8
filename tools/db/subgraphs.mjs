// The subgraphs, their ports and database schemas come from the area registry (areas.json);
// this module keeps the import path scripts already use.
export { subgraphs, webAreas } from '../areas.mjs';
