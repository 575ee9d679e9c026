-- An account the operator bans (auth.users.banned_until) or soft-deletes (deleted_at) keeps a
-- valid access token for up to an hour (jwt_expiry). In that hour it writes nothing, by any path:
-- app.require_member() refuses it, and every write a member can make asks app.require_member():
--   - the functions a member calls, directly or through app.require_admin();
--   - one restrictive policy per table and write command, which every permissive policy of that
--     command must pass as well, so a policy added later is covered without repeating the check.
-- The refusal is 42501, as a row-level security refusal is: the app shows 權限不足. Reads stay as
-- they are. Writes made by the server's own functions and triggers run as the owner, past these
-- policies, once the member's own write was let through.

create or replace function app.require_member()
returns uuid language plpgsql stable set search_path = '' as $$
declare
  me uuid := auth.uid();
begin
  if me is null then
    raise exception 'sign-in required' using errcode = 'CF401';
  end if;
  if not app.account_exists() then
    raise exception 'this account is suspended or deleted' using errcode = '42501';
  end if;
  return me;
end
$$;

-- The policies take the member check once per statement (an init plan), and raise on the first
-- row it decides; a statement that reaches no row writes nothing either way.
do $$
declare
  t text;
begin
  foreach t in array array[
    'public.applications', 'public.banners', 'public.blocks', 'public.chat_messages', 'public.contacts',
    'public.profiles', 'public.projects', 'public.questionnaires', 'public.questions', 'public.resources',
    'public.submissions', 'storage.objects'
  ] loop
    execute format(
      'create policy active_account_inserts on %s as restrictive for insert to authenticated
         with check ((select app.require_member()) is not null)', t);
    execute format(
      'create policy active_account_updates on %s as restrictive for update to authenticated
         using ((select app.require_member()) is not null) with check ((select app.require_member()) is not null)', t);
    execute format(
      'create policy active_account_deletes on %s as restrictive for delete to authenticated
         using ((select app.require_member()) is not null)', t);
  end loop;
end
$$;

-- The two functions a member calls that named the caller by auth.uid() alone; the rest is as in
-- 20261126010000_last_active.sql and 20261126040000_delete_account.sql.
create or replace function public.mark_active() returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := app.require_member();
  moved integer;
begin
  update public.profiles set last_active_at = now()
   where uid = me and last_active_at <= now() - interval '1 hour';
  get diagnostics moved = row_count;
  return moved > 0;
end;
$$;

-- A suspended account does not delete itself either: its rows and its auth.users row stay for
-- the operator to decide on.
create or replace function public.delete_my_account(p_confirmation text)
returns void language plpgsql security definer set search_path = '' as $$
declare
  me uuid := app.require_member();
begin
  if p_confirmation is null or app.js_trim(p_confirmation) <> '刪除帳號' then
    raise exception 'the confirmation word does not match' using errcode = 'CF422';
  end if;
  if exists (select 1 from storage.objects o where o.bucket_id = 'avatars' and o.name = me::text) then
    raise exception 'the avatar is still stored: remove it first' using errcode = 'CF412';
  end if;
  -- The member's row first, as every write that names a member locks it (lock_modes).
  perform 1 from public.profiles p where p.uid = me for update;

  update public.chat_summaries s set other_name = '', other_avatar = '' where s.other_id = me;

  -- Other members' notifications about the member: their application, their messages, decisions
  -- on their project. The bell counts unread non-chat ones (chat ones are counted by summaries).
  with gone as (
    delete from public.notifications n
    where n.user_id <> me and (strpos(n.id, me::text) > 0 or strpos(n.link, me::text) > 0)
    returning n.user_id, n.type, n.is_read
  ), lowered as (
    select g.user_id, count(*)::integer as n from gone g
    where not g.is_read and g.type <> 'chat' group by g.user_id
  )
  update public.profiles p set unread_notifications = greatest(0, p.unread_notifications - l.n)
  from lowered l where p.uid = l.user_id;

  delete from public.feedback f where f.user_id = me;
  -- Cascades: profile, contact, project with the applications it received, applications made,
  -- the member's summaries and notifications, assessment submissions and results.
  delete from auth.users u where u.id = me;
end
$$;
