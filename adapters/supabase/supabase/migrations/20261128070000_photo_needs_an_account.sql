-- A photo is stored for a member who has an account: a deleted member's session stays valid
-- until it expires (up to an hour), and must not put a picture back under their uid then.
create or replace function app.avatar_object_ok(object_name text, metadata jsonb)
returns boolean language sql stable set search_path = '' as $$
  select object_name = (select auth.uid())::text
     and exists (select 1 from public.profiles p where p.uid = (select auth.uid()))
     and (metadata is null or app.image_metadata_ok(metadata, 1048576))
$$;
