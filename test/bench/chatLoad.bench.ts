/**
 * Chat sends on a real PostgreSQL 15 server: a throwaway server (the harness of
 * test/adapters/supabase/postgres/cluster.ts, with every migration), 50 members on a connection
 * each sending 10,000 messages in all while now and then opening a chat
 * (test/adapters/supabase/postgres/chatLoad.ts). Prints and writes messages stored per second,
 * each send's time (p50, p99, worst) and the sends that failed, by SQLSTATE. Figures only:
 * nothing here fails on a time. Run by `npm run bench` (part `chat`; alone:
 * `node test/bench/run.ts --only=chat`). CHAT_BENCH_MEMBERS / CHAT_BENCH_MESSAGES change the sizes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startCluster, type RunningCluster } from '../adapters/supabase/postgres/cluster';
import { quantile, runChatLoad, seedMembers } from '../adapters/supabase/postgres/chatLoad';
import { SupabaseDb } from '../adapters/supabase/support/supabaseDb';

const MEMBERS = Number(process.env.CHAT_BENCH_MEMBERS ?? 50);
const MESSAGES = Number(process.env.CHAT_BENCH_MESSAGES ?? 10_000);
export const CHAT_RESULT = path.resolve(process.cwd(), 'node_modules/.cache/bench/chat.json');

export interface ChatBenchResult {
  server: string;
  members: number;
  messages: number;
  stored: number;
  failed: Record<string, number>;
  reads: number;
  readsFailed: Record<string, number>;
  wallMs: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  worstMs: number;
}

let cluster: RunningCluster | undefined;
let db: SupabaseDb | undefined;

afterAll(async () => {
  await db?.close();
  cluster?.stop();
});

it(`chat sends on PostgreSQL: ${MEMBERS} members, ${MESSAGES} messages at once`, async () => {
  cluster = await startCluster();
  process.env.SUPABASE_TEST_ENGINE = 'postgres';
  process.env.SUPABASE_TEST_PG = JSON.stringify(cluster.address);
  db = await SupabaseDb.create();
  const members = await seedMembers(db, MEMBERS);
  const sessions = await db.connectMany(MEMBERS);
  const load = await runChatLoad(sessions, members, { messages: MESSAGES, readEvery: 10, seed: 20261125 });
  const result: ChatBenchResult = {
    server: `PostgreSQL ${cluster.version}`,
    members: MEMBERS,
    messages: MESSAGES,
    stored: load.sent,
    failed: load.failed,
    reads: load.reads.length,
    readsFailed: load.readsFailed,
    wallMs: load.wallMs,
    perSecond: (load.sent / load.wallMs) * 1000,
    p50Ms: quantile(load.sendMs, 0.5),
    p99Ms: quantile(load.sendMs, 0.99),
    worstMs: quantile(load.sendMs, 1),
  };
  mkdirSync(path.dirname(CHAT_RESULT), { recursive: true });
  writeFileSync(CHAT_RESULT, JSON.stringify(result, null, 2));
  console.log(JSON.stringify(result, null, 2));
}, 900_000);
