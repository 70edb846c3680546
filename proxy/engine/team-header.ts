// Where the proxy tells the embedded engine the caller's team. The engine is reached in process only,
// through the proxy's one service account, so the team cannot come from the key; a remote service is
// never told (ServiceTarget.embedded). On its own, so the transport can name it without the engine.
export const TEAM_HEADER = 'x-sidecue-team';
