-- make_admin's answer for a member without a profile row names what makes one: with "Confirm
-- email" on, signing in does not; the member's first profile save does (README: "First admin").
create or replace function app.make_admin(p_email text)
returns uuid language plpgsql security definer set search_path = '' as $$
declare
  v_uid uuid;
begin
  select u.id into v_uid from auth.users u where lower(u.email) = lower(btrim(p_email));
  if v_uid is null then
    raise exception 'no member registered with %: register in the app first', p_email using errcode = 'CF404';
  end if;
  update public.profiles set is_admin = true where uid = v_uid;
  if not found then
    raise exception 'member % has no profile yet: sign in to the app and save the profile once first', p_email using errcode = 'CF404';
  end if;
  return v_uid;
end
$$;
revoke all on function app.make_admin(text) from public;
revoke all on function app.make_admin(text) from anon, authenticated, service_role;
