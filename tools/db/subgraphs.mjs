// The eight subgraphs, their ports and database schemas: the one list scripts read.
export const subgraphs = [
  { name: 'identity', port: 4101, schema: 'identity' },
  { name: 'funeral', port: 4102, schema: 'funeral' },
  { name: 'credit-life', port: 4103, schema: 'credit_life' },
  { name: 'savings', port: 4104, schema: 'savings' },
  { name: 'debt', port: 4105, schema: 'debt' },
  { name: 'clearance', port: 4106, schema: 'clearance' },
  { name: 'vault', port: 4107, schema: 'vault' },
  { name: 'groups', port: 4108, schema: 'groups' },
].map((s) => ({ ...s, root: `apps/${s.name}/subgraph`, project: `${s.name}-subgraph`, dist: `dist/apps/${s.name}/subgraph` }));

export const webAreas = ['funeral', 'credit-life', 'savings', 'debt', 'clearance', 'vault', 'groups'];
