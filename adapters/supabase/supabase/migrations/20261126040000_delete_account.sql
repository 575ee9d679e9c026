-- A member deletes their own account (個人資料保護法): public.delete_my_account removes every
-- row of theirs and their auth.users row, so they cannot sign in again. Messages they sent stay
-- in the other member's chat, and so does the other member's summary of it, which then names no
-- one (an empty name: the app shows 已刪除的會員).

-- Messages and the other member's summary outlive a deleted member: no foreign key from them to
-- the member's profile (which would delete them, or refuse the deletion).
alter table public.chat_messages drop constraint chat_messages_sender_id_fkey;
alter table public.chat_messages drop constraint chat_messages_receiver_id_fkey;
alter table public.chat_summaries drop constraint chat_summaries_other_id_fkey;

-- What the foreign keys checked, for new messages: both members have a profile. Runs after
-- chat_messages_before (triggers fire in name order), which holds both members' rows, so an
-- account deleted at the same moment waits for the message or the message sees it gone.
create or replace function app.chat_message_members_exist()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  if (select count(*) from public.profiles p where p.uid in (new.sender_id, new.receiver_id)) < 2 then
    raise exception 'no such member' using errcode = '23503';
  end if;
  return new;
end
$$;

create trigger chat_messages_members_exist
  before insert on public.chat_messages
  for each row execute function app.chat_message_members_exist();

-- The deletion. Security definer: it removes other members' notifications about the member and
-- the member's auth.users row, which no member may touch directly. The member's avatar is
-- removed through the Storage API first (the adapter does it, as the avatar's owner); one still
-- there stops the deletion, so no image is left behind.
create or replace function public.delete_my_account(p_confirmation text)
returns void language plpgsql security definer set search_path = '' as $$
declare
  me uuid := (select auth.uid());
begin
  if me is null then
    raise exception 'sign in to delete your account' using errcode = 'CF401';
  end if;
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
revoke all on function public.delete_my_account(text) from public, anon;
grant execute on function public.delete_my_account(text) to authenticated;
