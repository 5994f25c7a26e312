/** A refusal or mistake an ops command reports to the person in words, with exit code 1 (not a crash). */
export class OpsError extends Error {}
