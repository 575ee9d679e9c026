/** Member id as the authentication provider issues it. */
export type Uid = string;
/** Milliseconds since the Unix epoch. Adapters convert backend timestamps to this. */
export type EpochMs = number;
/** Stops a live listener. Every `watch…` port method returns one. */
export type Unsubscribe = () => void;
/** Opaque position after the last item of a page; `null` when there is no next page. */
export type Cursor = string;

export interface Page<T> {
  items: T[];
  /** Pass back to fetch the next page; `null` when this page was shorter than the limit. */
  next: Cursor | null;
}

export interface UploadFile {
  name: string;
  /** MIME type, e.g. image/png */
  type: string;
  /** Bytes. */
  size: number;
  data: Blob;
}
