-- The addresses a member's new photo may be served from: the project that issued their session
-- (the token's iss without /auth/v1) and the ones the operator lists here. Sessions keep naming
-- the project's own address on a custom domain, so an operator whose site builds with the custom
-- domain as SUPABASE_URL lists it (README "Profile photo"):
--   insert into app.photo_hosts (address) values ('https://api.example.tw');
create table app.photo_hosts (
  address text primary key
    constraint photo_hosts_address_ok check (address ~ '^https?://[^/?#[:space:]@]+$')
);
revoke all on table app.photo_hosts from public, anon, authenticated;
grant select on table app.photo_hosts to authenticated;

-- One spelling of an address: lower case, and the local CLI's localhost or [::1] as 127.0.0.1
-- (its sessions name 127.0.0.1 whichever the site was built with).
create or replace function app.address_key(address text)
returns text language sql immutable parallel safe set search_path = '' as $$
  select regexp_replace(lower(address), '^(https?://)(localhost|\[::1\])(:|$)', '\1127.0.0.1\3')
$$;

create or replace function app.profiles_avatar_own_host()
returns trigger language plpgsql set search_path = '' as $$
declare
  v_host text := substring(new.avatar_url from '^(https?://[^/?#[:space:]@]+)/storage/v1/object/public/avatars/');
  v_issuer text := regexp_replace(coalesce(auth.jwt() ->> 'iss', ''), '/auth/v1/?$', '');
begin
  if current_user in ('anon', 'authenticated')
     and new.avatar_url <> ''
     and (tg_op = 'INSERT' or new.avatar_url is distinct from old.avatar_url)
     and (v_host is null or not (
       (v_issuer <> '' and app.address_key(v_host) = app.address_key(v_issuer))
       or exists (select 1 from app.photo_hosts h where app.address_key(h.address) = app.address_key(v_host))
     )) then
    raise exception 'a profile photo is the member''s own upload to this project''s Storage' using errcode = '23514';
  end if;
  return new;
end
$$;
