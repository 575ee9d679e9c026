-- A member's photo is none or their own upload: the public address of avatars/{uid} in this
-- project's Storage, as the adapter keeps it (adapters/supabase/ports/storage.ts: getPublicUrl,
-- then ?v= and the upload's time). An address on another site would tell its owner who opens
-- every list the member appears in. The same rule as the memory backend's and firestore.rules'.
create or replace function app.own_avatar_url_ok(value text, member uuid)
returns boolean language sql immutable parallel safe set search_path = '' as $$
  select value is not null
     and char_length(value) <= 500
     and (value = ''
          or value ~ ('^https?://[^/?#[:space:]@]+/storage/v1/object/public/avatars/' || member::text || '([?]v=[0-9]{1,16})?$'))
$$;

-- Photos kept from before this rule that are not an upload of the member's own are taken off
-- (the denormalised copies follow, through the profile's update trigger).
update public.profiles set avatar_url = '' where not app.own_avatar_url_ok(avatar_url, uid);

alter table public.profiles drop constraint profiles_avatar_url_ok;
alter table public.profiles
  add constraint profiles_avatar_url_ok check (app.own_avatar_url_ok(avatar_url, uid));

-- And on this project's Storage: a member's new photo is at the address of the project that
-- issued their session (the token's iss, https://<ref>.supabase.co/auth/v1, the same URL the
-- client's getPublicUrl starts from), never at avatars/{uid} of another project or host.
create or replace function app.profiles_avatar_own_host()
returns trigger language plpgsql set search_path = '' as $$
declare
  v_project text := regexp_replace(coalesce(auth.jwt() ->> 'iss', ''), '/auth/v1/?$', '');
begin
  if current_user in ('anon', 'authenticated')
     and new.avatar_url <> ''
     and (tg_op = 'INSERT' or new.avatar_url is distinct from old.avatar_url)
     and (v_project = '' or not starts_with(new.avatar_url, v_project || '/storage/v1/object/public/avatars/')) then
    raise exception 'a profile photo is the member''s own upload to this project''s Storage' using errcode = '23514';
  end if;
  return new;
end
$$;

create trigger profiles_avatar_own_host
  before insert or update of avatar_url on public.profiles
  for each row execute function app.profiles_avatar_own_host();
