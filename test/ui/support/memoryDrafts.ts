import type { DraftStorage } from '../../../ui/stores/sessionDrafts';

/** A tab's drafts in a map (what sessionStorage holds, JSON round-tripped), shared by the stores of one tab. */
export function memoryDrafts(): DraftStorage & { kept: Map<string, unknown> } {
  const kept = new Map<string, unknown>();
  return {
    kept,
    load: (key) => kept.get(key) ?? null,
    save: (key, value) => void kept.set(key, JSON.parse(JSON.stringify(value))),
    clear: (key) => void kept.delete(key),
  };
}
