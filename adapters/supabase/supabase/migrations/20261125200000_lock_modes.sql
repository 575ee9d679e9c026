-- Row locks that never conflict with the key-share locks of foreign-key checks, taken in one
-- order (ARCHITECTURE.md: counters and summaries stay exact under concurrency).
--
-- Every insert that references a member (a message, an application, a notification, a
-- submission) takes FOR KEY SHARE on the referenced profile rows for its foreign-key checks,
-- until its transaction ends. FOR UPDATE conflicts with that lock, so two members messaging a
-- third at once each waited for the other's key-share lock on the third's row: a deadlock. The
-- functions below serialize on a member's row with FOR NO KEY UPDATE instead: it conflicts with
-- itself and with updates (so counters are still read and written by one transaction at a
-- time) but not with key-share locks, and it is the lock an UPDATE of the bell takes anyway.
--
-- The order: a function locks the members' profile rows first, lowest uid first, and only then
-- the summary, notification and counter rows of those members.

-- A message locks both members' rows before anything else, and takes its time only once it holds
-- them: messages of one conversation are stored, summarized and timed in the same order, so the
-- summary's last message is the newest of the chat log. Security definer: a member may lock
-- another member's row for this, never update it.
create or replace function app.chat_messages_before()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  perform 1 from public.profiles p where p.uid in (new.sender_id, new.receiver_id) order by p.uid for no key update;
  new.created_at := clock_timestamp();
  new.text := app.js_trim(new.text);
  return new;
end
$$;

-- Runs with both members' rows held by chat_messages_before.
create or replace function app.chat_messages_after()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  sender record;
  receiver record;
  receiver_unread integer;
begin
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

create or replace function public.mark_chat_read(p_other_id uuid)
returns void language plpgsql security definer set search_path = '' as $$
declare
  me uuid := app.require_member();
  held integer;
begin
  perform 1 from public.profiles p where p.uid = me for no key update;
  select s.unread_count into held from public.chat_summaries s
   where s.owner_id = me and s.other_id = p_other_id for no key update;
  if coalesce(held, 0) > 0 then
    update public.chat_summaries set unread_count = 0 where owner_id = me and other_id = p_other_id;
    update public.profiles set unread_notifications = greatest(0, unread_notifications - held) where uid = me;
  end if;
  update public.notifications set is_read = true
   where user_id = me and id = 'chat_' || p_other_id::text and type = 'chat' and not is_read;
end
$$;

create or replace function public.mark_notification_read(p_id text)
returns void language plpgsql security definer set search_path = '' as $$
declare
  me uuid := app.require_member();
  kind text;
begin
  perform 1 from public.profiles p where p.uid = me for no key update;
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

-- Two submissions of one member at once take turns on the member's row, so both cannot count
-- the same earlier submissions; messages and applications referencing the member go on meanwhile.
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
