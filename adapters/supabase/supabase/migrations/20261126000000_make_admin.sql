-- The first admin, made by the operator with one command (README: "First admin"):
--   psql "$SUPABASE_DB_URL" -c "select app.make_admin('you@example.com');"
-- After that, admins grant and remove admin rights in the app (public.set_admin). Only the
-- database owner runs this: no member, visitor or service key can call it.
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
    raise exception 'member % has no profile yet: sign in to the app once first', p_email using errcode = 'CF404';
  end if;
  return v_uid;
end
$$;
revoke all on function app.make_admin(text) from public;
revoke all on function app.make_admin(text) from anon, authenticated, service_role;
