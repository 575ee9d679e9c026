/**
 * What a server effect decides, as plain data: the Cloud Function shell (functions/src) reads
 * the documents it needs inside a transaction, calls the pure planner, and applies these
 * writes in the same transaction. Timestamps are JS Dates (the Admin SDK stores them as
 * Firestore Timestamps). No SDK import: jest tests the planners directly.
 */
export type Data = Record<string, unknown>;

export type Write =
  /** Creates or replaces the document; with `merge`, merges into it (creating it if missing). */
  | { op: 'set'; path: string; data: Data; merge?: boolean }
  /** Changes fields of an existing document (fails when it is missing). */
  | { op: 'update'; path: string; data: Data }
  | { op: 'delete'; path: string };

export interface MemberInfo {
  name: string;
  avatarUrl: string;
}

/** The member's bell count as stored; null when the user document does not exist. */
export type BellCount = number | null;
