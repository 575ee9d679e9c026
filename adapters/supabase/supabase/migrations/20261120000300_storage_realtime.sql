-- Storage buckets and policies, and the Realtime publication.
--
-- avatars: public read; each member writes only the object named by their own id
--          (avatars/{uid}), at most 1 MB, JPG or PNG (bucket limits, and the policy checks the
--          metadata the Storage API records).
-- banners: public read; admins write (banners/{timestamp}_{filename}), JPG or PNG.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('avatars', 'avatars', true, 1048576, array['image/jpeg', 'image/png']),
  ('banners', 'banners', true, 5242880, array['image/jpeg', 'image/png'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create or replace function app.avatar_object_ok(object_name text, metadata jsonb)
returns boolean language sql stable set search_path = '' as $$
  select object_name = (select auth.uid())::text
     and (metadata is null or metadata = '{}'::jsonb or (
           coalesce((metadata ->> 'size')::bigint, 0) <= 1048576
       and coalesce(lower(metadata ->> 'mimetype'), 'image/png') in ('image/jpeg', 'image/png')))
$$;
grant execute on function app.avatar_object_ok(text, jsonb) to authenticated;

create policy avatars_read on storage.objects for select to anon, authenticated
  using (bucket_id = 'avatars');
create policy avatars_insert_own on storage.objects for insert to authenticated
  with check (bucket_id = 'avatars' and app.avatar_object_ok(name, metadata));
create policy avatars_update_own on storage.objects for update to authenticated
  using (bucket_id = 'avatars' and name = (select auth.uid())::text)
  with check (bucket_id = 'avatars' and app.avatar_object_ok(name, metadata));
create policy avatars_delete_own on storage.objects for delete to authenticated
  using (bucket_id = 'avatars' and name = (select auth.uid())::text);

create policy banners_read_objects on storage.objects for select to anon, authenticated
  using (bucket_id = 'banners');
create policy banners_insert_admin_objects on storage.objects for insert to authenticated
  with check (bucket_id = 'banners' and (select public.is_admin()));
create policy banners_update_admin_objects on storage.objects for update to authenticated
  using (bucket_id = 'banners' and (select public.is_admin()))
  with check (bucket_id = 'banners' and (select public.is_admin()));
create policy banners_delete_admin_objects on storage.objects for delete to authenticated
  using (bucket_id = 'banners' and (select public.is_admin()));

-- Live data (ARCHITECTURE.md): profile, project existence, applications, notifications,
-- messages, inbox, submission result. Realtime applies each subscriber's RLS select policy.
alter publication supabase_realtime add table
  public.profiles, public.projects, public.applications, public.notifications,
  public.chat_messages, public.chat_summaries, public.submissions;
