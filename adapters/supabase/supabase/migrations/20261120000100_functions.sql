-- Server-side effects (ARCHITECTURE.md "What the spec leaves to the backend"): security definer
-- functions and triggers, each with a fixed, empty search_path (every name schema-qualified).
--
-- The bell model (core/rules/unread.ts), kept by these functions only:
--   profiles.unread_notifications = sum(chat_summaries.unread_count of the member)
--                                 + count(unread notifications of the member whose type <> 'chat')
-- A message adds 1 to the receiver's summary and bell and creates or refreshes one `chat`
-- notification per conversation; mark_chat_read zeroes the summary, lowers the bell by what it
-- held and marks that notification read; mark_notification_read lowers the bell by 1 for an
-- unread non-chat notification. The bell never goes below zero.

-- ---------------------------------------------------------------------------------------------
-- Identity helpers
-- ---------------------------------------------------------------------------------------------

-- Whether the signed-in member is an admin (isAdmin on their profile, spec 6).
create or replace function public.is_admin()
returns boolean language sql stable security definer set search_path = '' as $$
  select coalesce((select p.is_admin from public.profiles p where p.uid = auth.uid()), false)
$$;

create or replace function app.require_member()
returns uuid language plpgsql stable set search_path = '' as $$
declare
  me uuid := auth.uid();
begin
  if me is null then
    raise exception 'sign-in required' using errcode = 'CF401';
  end if;
  return me;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Server-side texts (core/notifications/notificationTexts.ts, core/rules/defaults.ts)
-- ---------------------------------------------------------------------------------------------

create or replace function app.member_name(name text)
returns text language sql immutable parallel safe set search_path = '' as $$
  select coalesce(nullif(app.js_trim(name), ''), '新會員')
$$;

-- Whitespace runs (JavaScript's \s) become one space, trimmed; longer than 30 code points ->
-- the first 29 and an ellipsis.
create or replace function app.preview_text(value text, max_len integer default 30)
returns text language sql immutable parallel safe set search_path = '' as $$
  with one_line as (
    select btrim(regexp_replace(
      coalesce(value, ''),
      E'[\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]+',
      ' ', 'g')) as v
  )
  select case when char_length(v) <= max_len then v else left(v, greatest(0, max_len - 1)) || '…' end
  from one_line
$$;

-- unread_in_chat: the conversation's unread count once the message is in (core/notifications).
create or replace function app.chat_notification_text(sender_name text, message text, unread_in_chat integer default 1)
returns text language sql immutable parallel safe set search_path = '' as $$
  select case when coalesce(unread_in_chat, 1) > 1
    then app.member_name(sender_name) || ' 傳了 ' || unread_in_chat::text || ' 則訊息給你，最新一則：「' || app.preview_text(message) || '」'
    else app.member_name(sender_name) || ' 傳了訊息給你：「' || app.preview_text(message) || '」'
  end
$$;

create or replace function app.application_notification_text(applicant_name text, project_name text)
returns text language sql immutable parallel safe set search_path = '' as $$
  select app.member_name(applicant_name) || ' 申請加入你的專案「' || app.js_trim(project_name) || '」'
$$;

create or replace function app.decision_notification_text(project_name text, status text)
returns text language sql immutable parallel safe set search_path = '' as $$
  select case when status = 'accepted'
    then '恭喜！專案「' || app.js_trim(project_name) || '」已接受你的加入申請'
    else '很抱歉，專案「' || app.js_trim(project_name) || '」已婉拒你的加入申請'
  end
$$;

-- Adds an unread notification and raises the bell by 1 (non-chat types only count).
create or replace function app.notify(p_user uuid, p_type text, p_message text, p_link text)
returns void language plpgsql security definer set search_path = '' as $$
begin
  insert into public.notifications (user_id, type, message, link, is_read, created_at)
  values (p_user, p_type, p_message, p_link, false, clock_timestamp());
  if p_type <> 'chat' then
    update public.profiles set unread_notifications = unread_notifications + 1 where uid = p_user;
  end if;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Profiles: members never set the backend's fields; name and avatar copies stay current
-- ---------------------------------------------------------------------------------------------

create or replace function app.profiles_guard()
returns trigger language plpgsql set search_path = '' as $$
begin
  -- current_user is the API role for direct writes and the owner inside definer functions.
  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      new.is_admin := false;
      new.unread_notifications := 0;
      new.archetype_result := null;
      new.created_at := now();
    elsif new.uid is distinct from old.uid
       or new.is_admin is distinct from old.is_admin
       or new.unread_notifications is distinct from old.unread_notifications
       or new.archetype_result is distinct from old.archetype_result
       or new.created_at is distinct from old.created_at then
      raise exception 'these profile fields are written by the backend' using errcode = '42501';
    end if;
  end if;
  return new;
end
$$;

create trigger profiles_guard
  before insert or update on public.profiles
  for each row execute function app.profiles_guard();

create or replace function app.profiles_propagate()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  update public.projects set owner_name = new.name, owner_avatar = new.avatar_url
   where id = new.uid and (owner_name, owner_avatar) is distinct from (new.name, new.avatar_url);
  update public.applications set applicant_name = new.name, applicant_avatar = new.avatar_url
   where applicant_id = new.uid and (applicant_name, applicant_avatar) is distinct from (new.name, new.avatar_url);
  update public.chat_summaries set other_name = new.name, other_avatar = new.avatar_url
   where other_id = new.uid and (other_name, other_avatar) is distinct from (new.name, new.avatar_url);
  return null;
end
$$;

create trigger profiles_propagate
  after update of name, avatar_url on public.profiles
  for each row
  when (old.name is distinct from new.name or old.avatar_url is distinct from new.avatar_url)
  execute function app.profiles_propagate();

-- ---------------------------------------------------------------------------------------------
-- Projects: owner info and createdAt come from the backend
-- ---------------------------------------------------------------------------------------------

create or replace function app.projects_stamp()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  owner record;
begin
  select p.name, p.avatar_url into owner from public.profiles p where p.uid = new.id;
  new.owner_name := coalesce(owner.name, '');
  new.owner_avatar := coalesce(owner.avatar_url, '');
  if tg_op = 'INSERT' then
    new.created_at := now();
    new.updated_at := null;
  else
    new.created_at := old.created_at;
    new.updated_at := now();
  end if;
  return new;
end
$$;

create trigger projects_stamp
  before insert or update on public.projects
  for each row execute function app.projects_stamp();

-- ---------------------------------------------------------------------------------------------
-- Applications: pending on arrival, decided once by the owner; each side is notified
-- ---------------------------------------------------------------------------------------------

create or replace function app.applications_before()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  applicant record;
begin
  if tg_op = 'INSERT' then
    select p.name, p.avatar_url into applicant from public.profiles p where p.uid = new.applicant_id;
    new.applicant_name := coalesce(applicant.name, '');
    new.applicant_avatar := coalesce(applicant.avatar_url, '');
    new.status := 'pending';
    new.created_at := clock_timestamp();
    new.decided_at := null;
    return new;
  end if;
  -- UPDATE: only pending -> accepted | rejected (core/rules/applicationStatus.ts canTransition).
  if new.project_id is distinct from old.project_id or new.applicant_id is distinct from old.applicant_id
     or new.created_at is distinct from old.created_at then
    raise exception 'application identity is fixed' using errcode = '42501';
  end if;
  if new.status is distinct from old.status then
    if old.status <> 'pending' or new.status not in ('accepted', 'rejected') then
      raise exception 'application already decided' using errcode = 'CF412';
    end if;
    new.decided_at := clock_timestamp();
  end if;
  return new;
end
$$;

create trigger applications_before
  before insert or update on public.applications
  for each row execute function app.applications_before();

create or replace function app.applications_after()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  project_name text;
begin
  select p.project_name into project_name from public.projects p where p.id = new.project_id;
  if tg_op = 'INSERT' then
    perform app.notify(new.project_id, 'application',
      app.application_notification_text(new.applicant_name, coalesce(project_name, '')),
      '/project/' || new.project_id::text);
  elsif new.status is distinct from old.status then
    perform app.notify(new.applicant_id, 'application',
      app.decision_notification_text(coalesce(project_name, ''), new.status),
      '/project/' || new.project_id::text);
  end if;
  return null;
end
$$;

create trigger applications_after
  after insert or update of status on public.applications
  for each row execute function app.applications_after();

-- ---------------------------------------------------------------------------------------------
-- Chat: a message updates both summaries, the receiver's unread counts and chat notification
-- ---------------------------------------------------------------------------------------------

create or replace function app.chat_messages_before()
returns trigger language plpgsql set search_path = '' as $$
begin
  new.created_at := clock_timestamp();
  new.text := app.js_trim(new.text);
  return new;
end
$$;

create trigger chat_messages_before
  before insert on public.chat_messages
  for each row execute function app.chat_messages_before();

create or replace function app.chat_messages_after()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  sender record;
  receiver record;
  receiver_unread integer;
begin
  -- Lock both members' rows in a fixed order: concurrent A->B and B->A never deadlock.
  perform 1 from public.profiles p where p.uid in (new.sender_id, new.receiver_id) order by p.uid for update;
  select p.name, p.avatar_url into sender from public.profiles p where p.uid = new.sender_id;
  select p.name, p.avatar_url into receiver from public.profiles p where p.uid = new.receiver_id;

  insert into public.chat_summaries as s (owner_id, other_id, other_name, other_avatar, last_text, last_sender_id, last_at, unread_count)
  values (new.sender_id, new.receiver_id, receiver.name, receiver.avatar_url, new.text, new.sender_id, new.created_at, 0)
  on conflict (owner_id, other_id) do update
    set other_name = excluded.other_name, other_avatar = excluded.other_avatar,
        last_text = excluded.last_text, last_sender_id = excluded.last_sender_id, last_at = excluded.last_at;

  insert into public.chat_summaries as s (owner_id, other_id, other_name, other_avatar, last_text, last_sender_id, last_at, unread_count)
  values (new.receiver_id, new.sender_id, sender.name, sender.avatar_url, new.text, new.sender_id, new.created_at, 1)
  on conflict (owner_id, other_id) do update
    set other_name = excluded.other_name, other_avatar = excluded.other_avatar,
        last_text = excluded.last_text, last_sender_id = excluded.last_sender_id, last_at = excluded.last_at,
        unread_count = s.unread_count + 1
  returning s.unread_count into receiver_unread;

  update public.profiles set unread_notifications = unread_notifications + 1 where uid = new.receiver_id;

  insert into public.notifications as n (user_id, id, type, message, is_read, link, created_at)
  values (new.receiver_id, 'chat_' || new.sender_id::text, 'chat',
          app.chat_notification_text(sender.name, new.text, receiver_unread), false,
          '/chat/' || new.sender_id::text, new.created_at)
  on conflict (user_id, id) do update
    set message = excluded.message, is_read = false, link = excluded.link, created_at = excluded.created_at, type = 'chat';
  return null;
end
$$;

create trigger chat_messages_after
  after insert on public.chat_messages
  for each row execute function app.chat_messages_after();

-- Opening a chat: zero that summary, lower the bell by what it held, mark its notification read.
create or replace function public.mark_chat_read(p_other_id uuid)
returns void language plpgsql security definer set search_path = '' as $$
declare
  me uuid := app.require_member();
  held integer;
begin
  perform 1 from public.profiles p where p.uid = me for update;
  select s.unread_count into held from public.chat_summaries s
   where s.owner_id = me and s.other_id = p_other_id for update;
  if coalesce(held, 0) > 0 then
    update public.chat_summaries set unread_count = 0 where owner_id = me and other_id = p_other_id;
    update public.profiles set unread_notifications = greatest(0, unread_notifications - held) where uid = me;
  end if;
  update public.notifications set is_read = true
   where user_id = me and id = 'chat_' || p_other_id::text and type = 'chat' and not is_read;
end
$$;

-- Clicking a notification: mark it read; an unread non-chat one lowers the bell by 1.
create or replace function public.mark_notification_read(p_id text)
returns void language plpgsql security definer set search_path = '' as $$
declare
  me uuid := app.require_member();
  kind text;
begin
  perform 1 from public.profiles p where p.uid = me for update;
  update public.notifications set is_read = true
   where user_id = me and id = p_id and not is_read
  returning type into kind;
  if not found then
    if not exists (select 1 from public.notifications where user_id = me and id = p_id) then
      raise exception 'notification not found' using errcode = 'CF404';
    end if;
    return;
  end if;
  if kind <> 'chat' then
    update public.profiles set unread_notifications = greatest(0, unread_notifications - 1) where uid = me;
  end if;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Admin: rights, counts, prefix searches (every one refused for non-admins)
-- ---------------------------------------------------------------------------------------------

create or replace function app.require_admin()
returns uuid language plpgsql stable security definer set search_path = '' as $$
declare
  me uuid := app.require_member();
begin
  if not public.is_admin() then
    raise exception 'admins only' using errcode = 'CF403';
  end if;
  return me;
end
$$;

create or replace function public.set_admin(p_uid uuid, p_is_admin boolean)
returns void language plpgsql security definer set search_path = '' as $$
begin
  perform app.require_admin();
  update public.profiles set is_admin = p_is_admin where uid = p_uid;
  if not found then
    raise exception 'member not found' using errcode = 'CF404';
  end if;
end
$$;

create or replace function public.admin_count_users()
returns bigint language plpgsql stable security definer set search_path = '' as $$
begin
  perform app.require_admin();
  return (select count(*) from public.profiles);
end
$$;

create or replace function public.admin_count_projects()
returns bigint language plpgsql stable security definer set search_path = '' as $$
begin
  perform app.require_admin();
  return (select count(*) from public.projects);
end
$$;

-- The end of a byte-order prefix range: every string starting with p sorts below p || U+10FFFF.
create or replace function app.prefix_end(p text)
returns text language sql immutable parallel safe set search_path = '' as $$
  select p || chr(1114111)
$$;

-- Name prefix search (case-insensitive), ordered by name then id; an empty prefix lists members
-- newest first. p_after is the id of the last row of the previous page.
create or replace function public.admin_search_users(p_prefix text default '', p_limit integer default 10, p_after uuid default null)
returns setof public.profiles language plpgsql stable security invoker set search_path = '' as $$
declare
  prefix text := lower(btrim(coalesce(p_prefix, '')));
  lim integer := least(greatest(coalesce(p_limit, 10), 1), 100);
begin
  perform app.require_admin();
  if prefix = '' then
    return query
      select p.* from public.profiles p
       where p_after is null
          or (p.created_at, p.uid) < (select a.created_at, a.uid from public.profiles a where a.uid = p_after)
       order by p.created_at desc, p.uid desc
       limit lim;
  else
    return query
      select p.* from public.profiles p
       where (lower(p.name) collate "C") >= (prefix collate "C")
         and (lower(p.name) collate "C") < (app.prefix_end(prefix) collate "C")
         and starts_with(lower(p.name), prefix)
         and (p_after is null
              or ((lower(p.name) collate "C"), p.uid) > (select (lower(a.name) collate "C"), a.uid from public.profiles a where a.uid = p_after))
       order by (lower(p.name) collate "C"), p.uid
       limit lim;
  end if;
end
$$;

create or replace function public.admin_search_projects(p_prefix text default '', p_limit integer default 10, p_after uuid default null)
returns setof public.projects language plpgsql stable security invoker set search_path = '' as $$
declare
  prefix text := lower(btrim(coalesce(p_prefix, '')));
  lim integer := least(greatest(coalesce(p_limit, 10), 1), 100);
begin
  perform app.require_admin();
  if prefix = '' then
    return query
      select p.* from public.projects p
       where p_after is null
          or (p.created_at, p.id) < (select a.created_at, a.id from public.projects a where a.id = p_after)
       order by p.created_at desc, p.id desc
       limit lim;
  else
    return query
      select p.* from public.projects p
       where (lower(p.project_name) collate "C") >= (prefix collate "C")
         and (lower(p.project_name) collate "C") < (app.prefix_end(prefix) collate "C")
         and starts_with(lower(p.project_name), prefix)
         and (p_after is null
              or ((lower(p.project_name) collate "C"), p.id) > (select (lower(a.project_name) collate "C"), a.id from public.projects a where a.id = p_after))
       order by (lower(p.project_name) collate "C"), p.id
       limit lim;
  end if;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Reads that must tell "not yours" from "missing" (RLS alone hides both the same way)
-- ---------------------------------------------------------------------------------------------

-- A result: its member or an admin reads it; anyone else is refused; a missing id is no row.
create or replace function public.get_result(p_id uuid)
returns setof public.questionnaire_results language plpgsql stable security definer set search_path = '' as $$
declare
  me uuid := app.require_member();
  owner uuid;
begin
  select r.user_id into owner from public.questionnaire_results r where r.id = p_id;
  if not found then
    return;
  end if;
  if owner <> me and not public.is_admin() then
    raise exception 'another member''s result' using errcode = 'CF403';
  end if;
  return query select r.* from public.questionnaire_results r where r.id = p_id;
end
$$;

-- A submission: only its member reads it (to wait for its resultId).
create or replace function public.get_submission(p_id uuid)
returns setof public.submissions language plpgsql stable security definer set search_path = '' as $$
declare
  me uuid := app.require_member();
  owner uuid;
begin
  select s.user_id into owner from public.submissions s where s.id = p_id;
  if not found then
    return;
  end if;
  if owner <> me then
    raise exception 'another member''s submission' using errcode = 'CF403';
  end if;
  return query select s.* from public.submissions s where s.id = p_id;
end
$$;

-- ---------------------------------------------------------------------------------------------
-- Questionnaire scoring (core/scoring/archetypeScoring.ts, same answers on the shared vectors)
-- ---------------------------------------------------------------------------------------------

-- A JSON number as JavaScript reads it: finite doubles as they are; anything else (strings,
-- null, numbers outside the double range) counts 0.
create or replace function app.finite_number(v jsonb)
returns double precision language sql immutable parallel safe set search_path = '' as $$
  select case
    when v is null or jsonb_typeof(v) <> 'number' then 0::double precision
    -- beyond the double range JavaScript reads Infinity (not finite): 0
    when abs(v::numeric) > 1.7976931348623157e308 then 0::double precision
    -- below half the smallest subnormal JavaScript reads 0
    when v::numeric <> 0 and abs(v::numeric) < 2.4703282292062328e-324 then 0::double precision
    else (v::numeric)::double precision
  end
$$;

-- normalizeOptionScores: [overall, skill, execution, teamwork, risk].
create or replace function app.option_scores(o jsonb)
returns double precision[] language plpgsql immutable parallel safe set search_path = '' as $$
declare
  s jsonb := case when jsonb_typeof(o) = 'object' then o -> 'scores' else null end;
begin
  if s is not null and jsonb_typeof(s) in ('object', 'array') then
    if jsonb_typeof(s) = 'array' then
      return array[0, 0, 0, 0, 0]::double precision[];
    end if;
    return array[
      app.finite_number(s -> 'overall'), app.finite_number(s -> 'skill'), app.finite_number(s -> 'execution'),
      app.finite_number(s -> 'teamwork'), app.finite_number(s -> 'risk')
    ];
  end if;
  return array[app.finite_number(case when jsonb_typeof(o) = 'object' then o -> 'value' end), 0, 0, 0, 0]::double precision[];
end
$$;

-- scoreAnswers(questions, answers) -> {overallScore, archetype, dimensionScores}.
-- questions: [{id, options: [...]}]; answers: [{questionId, chosenOptionIndex}]. Answers are read
-- in array order, sums accumulate in double precision in the same order as core/, and the
-- percent is least(100, greatest(0, floor(100 * N / D + 0.5))), 0 when D <= 0.
create or replace function app.score_answers(p_questions jsonb, p_answers jsonb)
returns jsonb language plpgsql immutable parallel safe set search_path = '' as $$
declare
  dims constant text[] := array['overall', 'skill', 'execution', 'teamwork', 'risk'];
  chosen double precision[] := array[0, 0, 0, 0, 0];
  maxima double precision[] := array[0, 0, 0, 0, 0];
  pct integer[] := array[0, 0, 0, 0, 0];
  options_by_id jsonb := '{}'::jsonb;
  counted jsonb := '{}'::jsonb;
  q jsonb;
  a jsonb;
  opts jsonb;
  qid text;
  idx numeric;
  i integer;
  d integer;
  pick double precision[];
  best double precision[];
  os double precision[];
  archetype text;
  best_pct integer;
  order_dims constant integer[] := array[3, 5, 2, 4];
  order_names constant text[] := array['navigator', 'pioneer', 'artisan', 'collaborator'];
begin
  if jsonb_typeof(p_questions) = 'array' then
    for q in select value from jsonb_array_elements(p_questions) loop
      if jsonb_typeof(q) = 'object' and jsonb_typeof(q -> 'id') = 'string' and not options_by_id ? (q ->> 'id') then
        options_by_id := options_by_id || jsonb_build_object(q ->> 'id',
          case when jsonb_typeof(q -> 'options') = 'array' then q -> 'options' else '[]'::jsonb end);
      end if;
    end loop;
  end if;

  if jsonb_typeof(p_answers) = 'array' then
    for a in select value from jsonb_array_elements(p_answers) loop
      continue when jsonb_typeof(a) <> 'object' or jsonb_typeof(a -> 'questionId') <> 'string';
      qid := a ->> 'questionId';
      continue when not options_by_id ? qid or counted ? qid;
      continue when jsonb_typeof(a -> 'chosenOptionIndex') <> 'number';
      idx := (a -> 'chosenOptionIndex')::numeric;
      opts := options_by_id -> qid;
      -- Number.isInteger on the double JavaScript reads, then 0 <= index < options
      continue when idx < 0 or idx >= jsonb_array_length(opts);
      idx := app.finite_number(a -> 'chosenOptionIndex')::numeric;
      continue when idx <> trunc(idx) or idx < 0 or idx >= jsonb_array_length(opts);
      counted := counted || jsonb_build_object(qid, true);
      pick := app.option_scores(opts -> (idx::integer));
      best := null;
      for i in 0 .. jsonb_array_length(opts) - 1 loop
        os := app.option_scores(opts -> i);
        if best is null then
          best := os;
        else
          for d in 1 .. 5 loop
            if os[d] > best[d] then best[d] := os[d]; end if;
          end loop;
        end if;
      end loop;
      for d in 1 .. 5 loop
        chosen[d] := chosen[d] + pick[d];
        maxima[d] := maxima[d] + best[d];
      end loop;
    end loop;
  end if;

  for d in 1 .. 5 loop
    if maxima[d] > 0 then
      pct[d] := least(100, greatest(0, floor(100 * chosen[d] / maxima[d] + 0.5)))::integer;
    end if;
  end loop;

  if pct[1] < 40 then
    archetype := 'dreamer';
  else
    archetype := order_names[1];
    best_pct := pct[order_dims[1]];
    for i in 2 .. 4 loop
      if pct[order_dims[i]] > best_pct then
        archetype := order_names[i];
        best_pct := pct[order_dims[i]];
      end if;
    end loop;
  end if;

  return jsonb_build_object(
    'overallScore', pct[1],
    'archetype', archetype,
    'dimensionScores', jsonb_build_object(dims[1], pct[1], dims[2], pct[2], dims[3], pct[3], dims[4], pct[4], dims[5], pct[5])
  );
end
$$;

-- A submission: at most 2 a member; the result id is decided before the row is stored, so the
-- API's answer to the insert already carries it.
create or replace function app.submissions_before()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  me uuid := auth.uid();
  previous integer;
begin
  if me is not null and new.user_id is distinct from me then
    raise exception 'a member submits only for themselves' using errcode = '42501';
  end if;
  perform 1 from public.profiles p where p.uid = new.user_id for update;
  select count(*) into previous from public.submissions s where s.user_id = new.user_id;
  if previous >= 2 then
    raise exception 'at most 2 questionnaire submissions' using errcode = 'CF429';
  end if;
  if not exists (select 1 from public.questionnaires q where q.id = new.questionnaire_id and q.is_active) then
    raise exception 'questionnaire is not active' using errcode = 'CF412';
  end if;
  new.created_at := clock_timestamp();
  new.result_id := gen_random_uuid();
  return new;
end
$$;

create trigger submissions_before
  before insert on public.submissions
  for each row execute function app.submissions_before();

create or replace function app.submissions_after()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  questions jsonb;
  scored jsonb;
  retake integer;
begin
  select coalesce(jsonb_agg(jsonb_build_object('id', q.id::text, 'options', q.options) order by q.part, q.sort_order, q.id), '[]'::jsonb)
    into questions
    from public.questions q where q.questionnaire_id = new.questionnaire_id;
  scored := app.score_answers(questions, new.answers);
  select count(*) - 1 into retake from public.submissions s where s.user_id = new.user_id;

  insert into public.questionnaire_results (id, user_id, submission_id, overall_score, archetype, retake_count, dimension_scores, created_at)
  values (new.result_id, new.user_id, new.id, (scored ->> 'overallScore')::integer, scored ->> 'archetype',
          greatest(retake, 0), scored -> 'dimensionScores', clock_timestamp());

  update public.profiles set archetype_result = jsonb_build_object(
      'archetype', scored ->> 'archetype',
      'overallScore', (scored ->> 'overallScore')::integer,
      'resultId', new.result_id::text,
      'retakeCount', greatest(retake, 0))
   where uid = new.user_id;
  return null;
end
$$;

create trigger submissions_after
  after insert on public.submissions
  for each row execute function app.submissions_after();
