/**
 * Members chatting at the same moment on the PostgreSQL server: one connection a member, each
 * sending its share of the messages to near members picked at random and now and then opening a
 * chat (mark_chat_read), all connections at once. Used by the concurrency suite
 * (chatConcurrency.pgtest.ts, which checks the outcome) and by the benchmark
 * (test/bench/chatLoad.bench.ts, which prints the figures).
 *
 * Opening a chat runs in a transaction that reads clock_timestamp() after mark_chat_read: the
 * function holds the reader's profile row until commit, and a message's created_at is taken
 * once its trigger holds both members' rows, so every message of that chat is either before
 * the reading (read) or after it (unread). `recountChats` rebuilds every summary, unread count,
 * chat notification and bell from the stored messages and those readings alone.
 */
import { performance } from 'node:perf_hooks';
import { LIMITS } from '../../../../core/constants';
import { member, type SqlError, type SupabaseDb, type SupabaseSession } from '../support/supabaseDb';

export interface ChatLoadOptions {
  /** Messages in all, shared evenly among the members. */
  messages: number;
  /** One member opens a chat after about this many sends. */
  readEvery: number;
  seed: number;
}

export interface ChatRead {
  owner: string;
  other: string;
  at: string;
}

export interface ChatLoadResult {
  sent: number;
  /** Sends refused or failed, by SQLSTATE. */
  failed: Record<string, number>;
  reads: ChatRead[];
  readsFailed: Record<string, number>;
  /** Each send's time from its `begin` to its `commit`, in milliseconds. */
  sendMs: number[];
  wallMs: number;
  firstErrors: SqlError[];
}

const OUTREACH_NEW_CHATS_PER_DAY = LIMITS.OUTREACH_NEW_CHATS_PER_DAY;

/** Deterministic pseudo-random numbers (mulberry32). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `n` registered members (auth user, profile, contact). */
export async function seedMembers(db: SupabaseDb, n: number, prefix = 'load'): Promise<string[]> {
  const uids: string[] = [];
  for (let i = 0; i < n; i++) uids.push(await db.createAuthUser(`${prefix}${i}@example.com`, `${prefix}會員${i + 1}`));
  return uids;
}

function claims(uid: string): string {
  return JSON.stringify({ sub: uid, role: 'authenticated', aud: 'authenticated' });
}

async function openChat(
  s: SupabaseSession,
  owner: string,
  other: string,
): Promise<{ at: string } | { error: SqlError }> {
  await s.conn.exec('begin');
  try {
    await s.conn.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
      claims(owner),
    ]);
    await s.conn.query(`select public.mark_chat_read($1)`, [other]);
    const rows = (await s.conn.query<{ at: string }>(`select clock_timestamp()::text as at`)).rows;
    await s.conn.exec('reset role; commit');
    return { at: rows[0]!.at };
  } catch (e) {
    await s.conn.exec('rollback');
    const err = e as { code?: string; message?: string };
    return { error: { code: err.code ?? 'unknown', message: err.message ?? String(e) } };
  }
}

/** Runs the load: session i acts as members[i]; every session starts at once. */
export async function runChatLoad(
  sessions: SupabaseSession[],
  members: string[],
  options: ChatLoadOptions,
): Promise<ChatLoadResult> {
  const result: ChatLoadResult = {
    sent: 0,
    failed: {},
    reads: [],
    readsFailed: {},
    sendMs: [],
    wallMs: 0,
    firstErrors: [],
  };
  const perMember = Math.ceil(options.messages / members.length);
  const started = performance.now();
  await Promise.all(
    sessions.map(async (s, i) => {
      const me = members[i]!;
      const rand = rng(options.seed + i);
      // The partners are the members nearest in the ring, as many as one may start conversations
      // with in a day (the outreach limit): every pair writes both ways, so the locks still meet.
      const reach = Math.min(OUTREACH_NEW_CHATS_PER_DAY / 2, Math.floor((members.length - 1) / 2));
      const other = () => {
        const step = 1 + Math.floor(rand() * reach);
        const j = rand() < 0.5 ? i + step : i - step;
        return members[(j + members.length) % members.length]!;
      };
      for (let k = 0; k < perMember && i * perMember + k < options.messages; k++) {
        const to = other();
        const t = performance.now();
        const out = await s.as(member(me), `insert into public.chat_messages (receiver_id, text) values ($1, $2)`, [
          to,
          `第 ${k + 1} 則，來自${i + 1}號`,
        ]);
        result.sendMs.push(performance.now() - t);
        if (out.ok) result.sent++;
        else {
          result.failed[out.error.code] = (result.failed[out.error.code] ?? 0) + 1;
          if (result.firstErrors.length < 5) result.firstErrors.push(out.error);
        }
        if (rand() * options.readEvery < 1) {
          const from = other();
          const read = await openChat(s, me, from);
          if ('at' in read) result.reads.push({ owner: me, other: from, at: read.at });
          else result.readsFailed[read.error.code] = (result.readsFailed[read.error.code] ?? 0) + 1;
        }
      }
    }),
  );
  result.wallMs = performance.now() - started;
  return result;
}

export interface ChatRecount {
  messages: number;
  summaries: number;
  /** Rows where what is stored differs from the recount (empty when everything is exact). */
  summaryMismatches: Record<string, unknown>[];
  notificationMismatches: Record<string, unknown>[];
  bellMismatches: Record<string, unknown>[];
}

/**
 * Every summary (both sides of each chat: last message, unread count), every chat notification
 * (one per conversation, read exactly when its summary has nothing unread) and every bell, as
 * the messages and the readings say they must be.
 */
export async function recountChats(db: SupabaseDb, reads: ChatRead[]): Promise<ChatRecount> {
  await db.sys(`create temporary table load_reads (owner_id uuid, other_id uuid, at timestamptz)`);
  try {
    if (reads.length > 0) {
      await db.sys(`insert into load_reads select * from unnest($1::uuid[], $2::uuid[], $3::timestamptz[])`, [
        reads.map((r) => r.owner),
        reads.map((r) => r.other),
        reads.map((r) => r.at),
      ]);
    }
    await db.sys(`
      create temporary view load_expected as
      with sides as (
        select m.receiver_id as owner_id, m.sender_id as other_id, m.* from public.chat_messages m
        union all
        select m.sender_id as owner_id, m.receiver_id as other_id, m.* from public.chat_messages m
      ),
      last_read as (select owner_id, other_id, max(at) as at from load_reads group by 1, 2),
      newest as (
        select distinct on (owner_id, other_id) owner_id, other_id, text, sender_id, created_at
          from sides order by owner_id, other_id, created_at desc, id desc
      ),
      unread as (
        select s.owner_id, s.other_id,
               count(*) filter (where s.sender_id = s.other_id and (r.at is null or s.created_at > r.at))::int as n
          from sides s left join last_read r using (owner_id, other_id)
         group by 1, 2
      )
      select n.owner_id, n.other_id, n.text as last_text, n.sender_id as last_sender_id, n.created_at as last_at, u.n as unread_count
        from newest n join unread u using (owner_id, other_id)`);
    const [count] = await db.sys<{ messages: number; summaries: number }>(
      `select (select count(*) from public.chat_messages)::int as messages, (select count(*) from public.chat_summaries)::int as summaries`,
    );
    const summaryMismatches = await db.sys(`
      select e.owner_id, e.other_id, e.last_text as want_text, s.last_text as got_text,
             e.unread_count as want_unread, s.unread_count as got_unread
        from load_expected e full join public.chat_summaries s using (owner_id, other_id)
       where s.owner_id is null or e.owner_id is null
          or (e.last_text, e.last_sender_id, e.last_at, e.unread_count)
             is distinct from (s.last_text, s.last_sender_id, s.last_at, s.unread_count)
       limit 20`);
    const notificationMismatches = await db.sys(`
      with want as (
        select owner_id as user_id, 'chat_' || other_id::text as id, unread_count = 0 as is_read
          from load_expected where exists (
            select 1 from public.chat_messages m where m.sender_id = other_id and m.receiver_id = owner_id)
      )
      select w.user_id, w.id, w.is_read as want_read, n.is_read as got_read
        from want w full join (select * from public.notifications where type = 'chat') n using (user_id, id)
       where w.user_id is null or n.user_id is null or w.is_read <> n.is_read
       limit 20`);
    const bellMismatches = await db.sys(`
      select p.uid, p.unread_notifications as got,
             coalesce((select sum(unread_count) from load_expected e where e.owner_id = p.uid), 0)::int
             + (select count(*) from public.notifications n where n.user_id = p.uid and n.type <> 'chat' and not n.is_read)::int as want
        from public.profiles p
       where p.unread_notifications <>
             coalesce((select sum(unread_count) from load_expected e where e.owner_id = p.uid), 0)::int
             + (select count(*) from public.notifications n where n.user_id = p.uid and n.type <> 'chat' and not n.is_read)::int
       limit 20`);
    return { ...count!, summaryMismatches, notificationMismatches, bellMismatches };
  } finally {
    await db.sys(`drop view if exists load_expected; drop table if exists load_reads`).catch(() => undefined);
  }
}

/** The value at quantile q (0..1) of the numbers, nearest rank. */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}
