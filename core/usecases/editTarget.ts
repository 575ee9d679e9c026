import type { ClientId } from '../domain';

/**
 * What an admin's form saves: an item it creates, under an id the form made once (a client id, so
 * trying again after a lost reply saves onto the same item), or an item that exists.
 */
export interface EditTarget {
  id: string;
  isNew: boolean;
}

/** The item a form saves: the one it edits, else the new one under the form's client id. */
export function editTarget(editing: { id: string } | null, newId: ClientId): EditTarget {
  return editing ? { id: editing.id, isNew: false } : { id: newId, isNew: true };
}
