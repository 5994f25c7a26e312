import os from 'node:os';
import type { HistoryEntry, RemotesFile } from '../features/pages/remotes/store.ts';
import { now as clockNow } from '../platform/clock.ts';

// Every change to remotes.json goes into its history with who made it and when.

export interface ChangeOptions {
  /** Who makes the change; default OPS_USER, else the account running the command. */
  by?: string;
}

/** The person to name in the history when no --by is given. */
export function whoIsRunning(): string {
  if (process.env.OPS_USER) return process.env.OPS_USER;
  try {
    return os.userInfo().username || 'unknown';
  } catch {
    return 'unknown';
  }
}

export function record(file: RemotesFile, entry: Omit<HistoryEntry, 'at' | 'by'>, options: ChangeOptions = {}): void {
  file.history.push({ at: clockNow().toISOString(), by: options.by?.trim() || whoIsRunning(), ...entry });
}
