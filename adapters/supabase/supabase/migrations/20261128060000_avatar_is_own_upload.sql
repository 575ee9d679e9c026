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
