-- Realtime sends every DELETE of a published table to every subscriber of that table: RLS cannot
-- apply to a row that is gone, so the event carries the row's replica identity, its primary key,
-- to everyone listening. These four tables were keyed by the members a row names, so an unblock
-- told every listening member who had blocked whom, and a deleted account or project who had
-- written to whom and who had applied where. Each is now keyed by a random id of its own; the
-- pair stays unique (the same constraint the upserts' ON CONFLICT and the duplicate-key answers
-- use), so nothing else changes. The watches only re-read on an event, never read its payload.
alter table public.blocks add column row_id uuid not null default gen_random_uuid();
alter table public.blocks drop constraint blocks_pkey;
alter table public.blocks add constraint blocks_pair_key unique (blocker_id, blocked_id);
alter table public.blocks add primary key (row_id);

alter table public.notifications add column row_id uuid not null default gen_random_uuid();
alter table public.notifications drop constraint notifications_pkey;
alter table public.notifications add constraint notifications_member_id_key unique (user_id, id);
alter table public.notifications add primary key (row_id);

alter table public.chat_summaries add column row_id uuid not null default gen_random_uuid();
alter table public.chat_summaries drop constraint chat_summaries_pkey;
alter table public.chat_summaries add constraint chat_summaries_pair_key unique (owner_id, other_id);
alter table public.chat_summaries add primary key (row_id);

alter table public.applications add column row_id uuid not null default gen_random_uuid();
alter table public.applications drop constraint applications_pkey;
alter table public.applications add constraint applications_pair_key unique (project_id, applicant_id);
alter table public.applications add primary key (row_id);

alter table public.blocks replica identity full;
alter table public.notifications replica identity full;
alter table public.chat_summaries replica identity full;
alter table public.applications replica identity full;
