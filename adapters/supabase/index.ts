export { createSupabaseBackend, createSupabaseBackendFromClient } from './createSupabaseBackend';
export type { SupabaseBackend, SupabaseBackendOptions, SupabaseConfig } from './createSupabaseBackend';
export { toDomainError } from './errors';
