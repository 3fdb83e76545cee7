// The workspaces with their own tsconfig.json. They are not composite projects, so each is
// checked with `tsc -p` rather than one `tsc -b` from the root (which has no tsconfig.json).
export const typedProjects = [
  'packages/shared',
  'packages/tracking',
  'apps/server',
  'apps/web',
  'e2e',
  'bench',
  'tools/device-simulator',
];
