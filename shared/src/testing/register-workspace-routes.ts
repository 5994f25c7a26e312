import { registerWorkspaceRoutes } from './workspace-routes.ts';

// A test set-up file: every page of the workspace is in force, as the page the api serves carries them.
registerWorkspaceRoutes();
