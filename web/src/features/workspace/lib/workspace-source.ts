/** Where the workspace's leads come from; exports and markers are scoped by it. */
export type TWorkspaceSource =
  | { kind: 'search'; searchId: string }
  | { kind: 'list'; listId: string }
  | { kind: 'sweep'; sweepId: string };
