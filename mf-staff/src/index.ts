// A remote has no page of its own: the shell loads ./routes through remoteEntry.js (see rspack.base.js).
export {};
