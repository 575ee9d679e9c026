-- A photo is stored for a member whose account exists. Their profile row is not that sign: with
-- Confirm email on, or through a provider, it comes with the first save, and onboarding uploads
-- the photo before that. A deleted member's auth.users row is gone (delete_my_account), and an
-- account the operator bans or soft-deletes keeps its row, while their session stays valid for up
-- to an hour.
create or replace function app.account_exists()
returns boolean language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from auth.users u
     where u.id = (select auth.uid())
       and u.deleted_at is null
       and (u.banned_until is null or u.banned_until <= now())
  )
$$;
revoke all on function app.account_exists() from public;
grant execute on function app.account_exists() to authenticated;

create or replace function app.avatar_object_ok(object_name text, metadata jsonb)
returns boolean language sql stable set search_path = '' as $$
  select object_name = (select auth.uid())::text
     and app.account_exists()
     and (metadata is null or app.image_metadata_ok(metadata, 1048576))
$$;
