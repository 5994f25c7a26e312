// The remotes: workspace folder (also the publish folder under var/remotes/) and federation name.
export const remotes = [
  { folder: 'mf-content', name: 'mf_content' },
  { folder: 'mf-application', name: 'mf_application' },
  { folder: 'mf-track-status', name: 'mf_track_status' },
  { folder: 'mf-induction', name: 'mf_induction' },
  { folder: 'mf-opneed-signature', name: 'mf_opneed_signature' },
  // The staff console: only its own routes (/staff/…) name it, so no public page loads its code.
  { folder: 'mf-staff', name: 'mf_staff' },
] as const;

export type RemoteFolder = (typeof remotes)[number]['folder'];
export type RemoteName = (typeof remotes)[number]['name'];

/** One entry of GET /remotes.json?company=…: what the shell registers with the federation runtime. */
export interface RemoteEntry {
  name: RemoteName;
  /** URL of the remote's entry script, e.g. /remotes/mf-content/0.1.0/remoteEntry.js (no manifest). */
  entry: string;
  version: string;
}

export interface RemotesManifest {
  company: string;
  remotes: RemoteEntry[];
}
