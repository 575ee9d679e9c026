/**
 * The contract harness for a real Supabase stack (`supabase start --workdir adapters/supabase`,
 * migrations applied, email confirmations off as in config.toml). Needs SUPABASE_URL,
 * SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY; the service role plays the operator
 * (promote to admin, seed the questionnaire, empty the database before each test).
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createSupabaseBackend, type SupabaseBackend } from '../../../adapters/supabase/createSupabaseBackend';
import type { TableName } from '../../../adapters/supabase/database.types';
import { CONTRACT_QUESTIONNAIRE, CONTRACT_QUESTIONS, type ContractHarness, type NamingRecord } from '../../contract/harness';
import { imageFile } from '../../contract/helpers';

/**
 * Every table of the public schema: the compiler refuses this list unless it names each table of
 * database.types.ts, which a test keeps equal to the migrated catalogue.
 */
const PUBLIC_TABLES: Record<TableName, true> = {
  applications: true,
  banners: true,
  blocks: true,
  chat_messages: true,
  chat_summaries: true,
  contacts: true,
  feedback: true,
  notifications: true,
  outreach_days: true,
  profiles: true,
  projects: true,
  questionnaire_results: true,
  questionnaires: true,
  questions: true,
  reports: true,
  resources: true,
  submissions: true,
};

/** Every row (read with the service role) of every public table, auth user and avatar that names `uid`. */
async function recordsNaming(admin: SupabaseClient, uid: string): Promise<NamingRecord[]> {
  const out: NamingRecord[] = [];
  for (const table of Object.keys(PUBLIC_TABLES) as TableName[]) {
    const { data, error } = await admin.from(table).select('*').limit(10_000);
    if (error) throw new Error(`read ${table}: ${error.message}`);
    for (const row of (data ?? []) as Record<string, unknown>[]) {
      if (!JSON.stringify(row).includes(uid)) continue;
      const kind =
        table === 'chat_messages'
          ? 'message'
          : table === 'chat_summaries' && row.owner_id !== uid && row.other_id === uid
            ? 'partner-chat-summary'
            : 'other';
      out.push({ kind, where: `${table}/${JSON.stringify(row).slice(0, 80)}` });
    }
  }
  const { data: user } = await admin.auth.admin.getUserById(uid);
  if (user?.user) out.push({ kind: 'other', where: `auth.users/${uid}` });
  const { data: objects } = await admin.storage.from('avatars').list('', { limit: 1000, search: uid });
  for (const o of objects ?? []) if (o.name === uid) out.push({ kind: 'other', where: `storage avatars/${uid}` });
  return out;
}

export interface SupabaseEnv {
  url: string;
  anonKey: string;
  serviceKey: string;
}

export function supabaseEnv(env: Record<string, string | undefined> = process.env): SupabaseEnv | null {
  const url = env.SUPABASE_URL?.trim();
  const anonKey = env.SUPABASE_ANON_KEY?.trim();
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY?.trim();
  return url && anonKey && serviceKey ? { url, anonKey, serviceKey } : null;
}

const NONE = '00000000-0000-0000-0000-000000000000';

/** Empties every table and removes every auth user: "a harness starts EMPTY". */
async function reset(admin: SupabaseClient): Promise<void> {
  for (const [table, key] of [
    ['feedback', 'id'],
    ['questionnaires', 'id'],
    ['banners', 'id'],
    ['resources', 'id'],
    ['profiles', 'uid'],
  ] as const) {
    const { error } = await admin.from(table).delete().neq(key, NONE);
    if (error) throw new Error(`reset ${table}: ${error.message}`);
  }
  for (;;) {
    const { data, error } = await admin.auth.admin.listUsers({ page: 1, perPage: 200 });
    if (error) throw new Error(`reset auth users: ${error.message}`);
    if (data.users.length === 0) break;
    for (const u of data.users) await admin.auth.admin.deleteUser(u.id);
  }
  const { data: objects } = await admin.storage.from('avatars').list('', { limit: 1000 });
  if (objects && objects.length > 0) await admin.storage.from('avatars').remove(objects.map((o) => o.name));
}

export async function makeSupabaseHarness(env: SupabaseEnv): Promise<ContractHarness> {
  const admin = createClient(env.url, env.serviceKey, { auth: { persistSession: false, autoRefreshToken: false } });
  await reset(admin);
  const clients: SupabaseBackend[] = [];
  return {
    async newClient() {
      const store = new Map<string, string>();
      const b = await createSupabaseBackend(
        { url: env.url, anonKey: env.anonKey },
        {
          client: {
            auth: {
              persistSession: true,
              autoRefreshToken: false,
              detectSessionInUrl: false,
              storageKey: `sb-contract-${clients.length}-${Math.random().toString(36).slice(2)}`,
              storage: {
                getItem: (k: string) => store.get(k) ?? null,
                setItem: (k: string, v: string) => void store.set(k, v),
                removeItem: (k: string) => void store.delete(k),
              },
            },
          },
        },
      );
      clients.push(b);
      return b;
    },
    async promoteToAdmin(uid) {
      const { error } = await admin.from('profiles').update({ is_admin: true }).eq('uid', uid);
      if (error) throw new Error(`promote: ${error.message}`);
    },
    async setLastActive(uid, at) {
      const { error } = await admin
        .from('profiles')
        .update({ last_active_at: new Date(at).toISOString() })
        .eq('uid', uid);
      if (error) throw new Error(`set last active: ${error.message}`);
    },
    async settle() {
      // Side effects are triggers (done when the request returns); give Realtime time to deliver.
      await new Promise((r) => setTimeout(r, 400));
    },
    async seedActiveQuestionnaire() {
      await admin.from('questionnaires').update({ is_active: false }).eq('is_active', true);
      const { data, error } = await admin
        .from('questionnaires')
        .insert({
          title: CONTRACT_QUESTIONNAIRE.title,
          description: CONTRACT_QUESTIONNAIRE.description,
          is_active: true,
        })
        .select('id')
        .single();
      if (error || !data) throw new Error(`seed questionnaire: ${error?.message}`);
      for (const q of CONTRACT_QUESTIONS) {
        const { error: e } = await admin
          .from('questions')
          .insert({
            questionnaire_id: data.id,
            part: q.part,
            sort_order: q.order,
            text: q.text,
            type: q.type,
            options: q.options,
          });
        if (e) throw new Error(`seed question: ${e.message}`);
      }
      return data.id as string;
    },
    photoUrlOf: (member) => member.client.storage.uploadAvatar(imageFile()),
    recordsNaming: (uid) => recordsNaming(admin, uid),
    async dispose() {
      for (const c of clients.splice(0)) await c.dispose();
    },
  };
}
