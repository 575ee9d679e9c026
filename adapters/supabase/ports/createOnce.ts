import { assertNewItemId, type ClientId } from '../../../core/domain';
import type { SupabaseContext } from '../context';
import type { Insert, Row } from '../database.types';
import { check, isDuplicateKey, one } from '../errors';

/** What an admin's form creates under a client id it made (core assertNewItemId). */
type CreatedOnce = 'banners' | 'resources' | 'questions';

/**
 * Inserts the row under the form's id. When that id is already stored (a first try whose reply
 * was lost), saves the row onto it instead: one row either way, with the content last sent.
 * Null when the row is neither inserted nor updated (RLS: not an admin, or it was deleted meanwhile).
 */
export async function createOnce<T extends CreatedOnce>(
  { client }: SupabaseContext,
  table: T,
  id: ClientId,
  row: Insert<T>,
): Promise<Row<T> | null> {
  assertNewItemId(id);
  // The typed client cannot follow a table chosen by a type parameter: the rows are this table's.
  const from = client.from(table as CreatedOnce);
  const inserted = await from
    .insert({ ...row, id } as never)
    .select('*')
    .single();
  if (!isDuplicateKey(inserted.error)) return one(inserted) as Row<T>;
  const updated = check(
    await client
      .from(table as CreatedOnce)
      .update(row as never)
      .eq('id', id)
      .select('*'),
  );
  return (updated[0] as Row<T> | undefined) ?? null;
}
