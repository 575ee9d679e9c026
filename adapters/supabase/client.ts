/**
 * The supabase-js client of the adapter, typed with the migrated schema (database.types.ts), so
 * every `from(...)` and `rpc(...)` is checked against the tables and functions the migrations
 * create. This is the only place a client is made: supabase-js wires auth, REST, Realtime,
 * Storage and Edge Functions to the member's token itself.
 */
import {
  createClient,
  type SupabaseClient as TypedClient,
  type SupabaseClientOptions as ClientOptions,
} from '@supabase/supabase-js';
import type { Database } from './database.types';

export type SupabaseClient = TypedClient<Database>;
export type SupabaseClientOptions = ClientOptions<'public'>;

export function createSupabaseClient(url: string, anonKey: string, options: SupabaseClientOptions): SupabaseClient {
  return createClient<Database>(url, anonKey, options);
}
