-- Writes safe to retry (core/domain/clientId.ts): a message, an application and a submission
-- may carry the id its client made for it. When the first try was stored but its reply was
-- lost, the retry carries the same id and is refused as a duplicate (SQLSTATE 23505) before any
-- trigger counts it; the client adapter then reads the row it stored with that id.
--
-- The id is unique per member (sender, applicant, submitter), never across members: what one
-- member chooses can neither collide with nor reach another member's row, and each member reads
-- only their own rows by it (RLS as before). A row without a client id (older clients, the
-- operator) is never a duplicate: nulls are distinct in a unique index.

alter table public.chat_messages add column client_id uuid;
create unique index chat_messages_sender_client_idx on public.chat_messages (sender_id, client_id);

alter table public.applications add column client_id uuid;
create unique index applications_applicant_client_idx on public.applications (applicant_id, client_id);

alter table public.submissions add column client_id uuid;
create unique index submissions_user_client_idx on public.submissions (user_id, client_id);

-- Set once, on insert; no API role updates these tables' client_id.
grant insert (client_id) on public.chat_messages, public.applications, public.submissions to authenticated;

-- A submission retried after it was stored is a duplicate, also when it was the member's second
-- (the limit would otherwise answer CF429 for the chance the first try already spent). The check
-- runs while the member's row is held, so a retry racing its first try sees it once committed.
create or replace function app.submissions_before()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  me uuid := auth.uid();
  previous integer;
  active uuid;
begin
  if me is not null and new.user_id is distinct from me then
    raise exception 'a member submits only for themselves' using errcode = '42501';
  end if;
  perform 1 from public.profiles p where p.uid = new.user_id for no key update;
  if new.client_id is not null
     and exists (select 1 from public.submissions s where s.user_id = new.user_id and s.client_id = new.client_id) then
    raise exception 'duplicate key value violates unique constraint "submissions_user_client_idx"'
      using errcode = '23505', constraint = 'submissions_user_client_idx';
  end if;
  select count(*) into previous from public.submissions s where s.user_id = new.user_id;
  if previous >= 2 then
    raise exception 'at most 2 questionnaire submissions' using errcode = 'CF429';
  end if;
  select q.id into active from public.questionnaires q where q.is_active order by q.created_at desc, q.id limit 1;
  if active is null or active <> new.questionnaire_id then
    raise exception 'questionnaire is not active' using errcode = 'CF412';
  end if;
  if not app.answers_complete(new.questionnaire_id, new.answers) then
    raise exception 'answers_incomplete' using errcode = 'CF422',
      detail = 'every question of the questionnaire answered once with one of its options';
  end if;
  new.created_at := clock_timestamp();
  new.result_id := gen_random_uuid();
  return new;
end
$$;
