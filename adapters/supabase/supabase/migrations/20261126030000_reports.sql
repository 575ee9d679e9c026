-- Reports of members, projects and messages, resolved by admins; projects an admin hides.
--
-- A member reports anything but themselves and their own content, once while the report is
-- open (core/ports/ReportRepository.ts). The report keeps a copy of what was reported
-- (core/rules/reportExcerpt.ts), so an admin reads a message of a chat that is not theirs only
-- through the report. Reports are read by their reporter and the admins, never by the member
-- they are about; only the functions below write them. A hidden project is read by its owner
-- and the admins only, and only an admin's resolution hides it.

alter table public.projects add column hidden boolean not null default false;
comment on column public.projects.hidden is 'Set by an admin resolving a report (public.resolve_report); members never write it.';

drop policy projects_read on public.projects;
create policy projects_read on public.projects for select to authenticated
  using (not hidden or id = (select auth.uid()) or (select public.is_admin()));

create table public.reports (
  id uuid primary key default gen_random_uuid(),
  reporter_id uuid not null references public.profiles (uid) on delete cascade,
  reporter_name text not null default '',
  target_kind text not null constraint reports_kind_ok check (target_kind in ('member', 'project', 'message')),
  target_id uuid not null,
  chat_id text not null default '',
  target_owner_id uuid not null references public.profiles (uid) on delete cascade,
  target_excerpt text not null default '' constraint reports_excerpt_ok check (char_length(target_excerpt) <= 2000),
  reason text not null constraint reports_reason_ok check (reason in ('harassment', 'scam', 'impersonation', 'spam', 'other')),
  details text not null default '' constraint reports_details_ok check (app.text_ok(details, 500)),
  status text not null default 'open' constraint reports_status_ok check (status in ('open', 'dismissed', 'project_hidden')),
  created_at timestamptz not null default clock_timestamp(),
  resolved_at timestamptz,
  resolved_by uuid references public.profiles (uid) on delete set null,
  constraint reports_not_self check (reporter_id <> target_owner_id)
);
comment on table public.reports is 'A member''s report of a member, project or message; read by the reporter and admins, written by the functions only.';

-- One open report a member per reported thing; after its resolution, a new one may follow.
create unique index reports_one_open_idx on public.reports (reporter_id, target_kind, target_id, chat_id) where status = 'open';
create index reports_status_created_idx on public.reports (status, created_at desc, id desc);
create index reports_reporter_created_idx on public.reports (reporter_id, created_at desc);
create index reports_target_owner_idx on public.reports (target_owner_id);

alter table public.reports enable row level security;
revoke all on public.reports from anon, authenticated;
grant select on public.reports to authenticated;
create policy reports_read_reporter_or_admin on public.reports for select to authenticated
  using (reporter_id = (select auth.uid()) or (select public.is_admin()));

create or replace function public.create_report(
  p_target_kind text, p_target_id uuid, p_chat_id text, p_reason text, p_details text
)
returns public.reports language plpgsql security definer set search_path = '' as $$
declare
  me uuid := app.require_member();
  v_owner uuid;
  v_excerpt text;
  v_chat text := '';
  v_details text := app.js_trim(coalesce(p_details, ''));
  v_name text;
  v_headline text;
  v_hidden boolean;
  v_row public.reports;
begin
  if p_target_kind is null or p_target_kind not in ('member', 'project', 'message') or p_target_id is null
     or p_reason is null or p_reason not in ('harassment', 'scam', 'impersonation', 'spam', 'other')
     or not app.text_ok(v_details, 500) then
    raise exception 'invalid report' using errcode = 'CF422';
  end if;
  if p_target_kind = 'member' then
    select p.uid, p.name, p.headline into v_owner, v_name, v_headline from public.profiles p where p.uid = p_target_id;
    if v_owner is null then
      raise exception 'member not found' using errcode = 'CF404';
    end if;
    v_excerpt := case when v_headline = '' then v_name else v_name || ' — ' || v_headline end;
  elsif p_target_kind = 'project' then
    select p.id, p.project_name, p.hidden into v_owner, v_excerpt, v_hidden from public.projects p where p.id = p_target_id;
    if v_owner is null or (v_hidden and v_owner <> me) then
      raise exception 'project not found' using errcode = 'CF404';
    end if;
  else
    v_chat := btrim(coalesce(p_chat_id, ''));
    -- Only the two members of a chat read its messages, so only they report one.
    if not (me::text = any (string_to_array(v_chat, '_'))) then
      raise exception 'not a member of this chat' using errcode = 'CF403';
    end if;
    select m.sender_id, m.text into v_owner, v_excerpt from public.chat_messages m
     where m.id = p_target_id and m.chat_id = v_chat;
    if v_owner is null then
      raise exception 'message not found' using errcode = 'CF404';
    end if;
  end if;
  if v_owner = me then
    raise exception 'a member does not report themselves' using errcode = 'CF403';
  end if;
  if exists (
    select 1 from public.reports r
     where r.reporter_id = me and r.target_kind = p_target_kind and r.target_id = p_target_id
       and r.chat_id = v_chat and r.status = 'open'
  ) then
    raise exception 'reported already' using errcode = 'CF409';
  end if;
  insert into public.reports (reporter_id, reporter_name, target_kind, target_id, chat_id, target_owner_id,
                              target_excerpt, reason, details)
  values (me, coalesce((select p.name from public.profiles p where p.uid = me), ''), p_target_kind, p_target_id,
          v_chat, v_owner, v_excerpt, p_reason, v_details)
  returning * into v_row;
  return v_row;
end
$$;

-- Admins only: the reports of one status, newest first, after the report p_after.
create or replace function public.admin_list_reports(p_status text, p_limit integer default 20, p_after uuid default null)
returns setof public.reports language plpgsql stable security invoker set search_path = '' as $$
declare
  lim integer := least(greatest(coalesce(p_limit, 20), 1), 100);
begin
  perform app.require_admin();
  return query
    select r.* from public.reports r
     where r.status = p_status
       and (p_after is null
            or (r.created_at, r.id) < (select a.created_at, a.id from public.reports a where a.id = p_after))
     order by r.created_at desc, r.id desc
     limit lim;
end
$$;

-- Admins only, once: dismiss the report, or hide the reported project.
create or replace function public.resolve_report(p_id uuid, p_resolution text)
returns public.reports language plpgsql security definer set search_path = '' as $$
declare
  me uuid := app.require_admin();
  v_row public.reports;
begin
  if p_resolution is null or p_resolution not in ('dismissed', 'project_hidden') then
    raise exception 'unknown resolution' using errcode = 'CF422';
  end if;
  select * into v_row from public.reports r where r.id = p_id for update;
  if v_row.id is null then
    raise exception 'report not found' using errcode = 'CF404';
  end if;
  if v_row.status <> 'open' then
    raise exception 'report resolved already' using errcode = 'CF412';
  end if;
  if p_resolution = 'project_hidden' then
    if v_row.target_kind <> 'project' then
      raise exception 'only a reported project is hidden' using errcode = 'CF412';
    end if;
    update public.projects set hidden = true where id = v_row.target_id;
    if not found then
      raise exception 'the project is gone' using errcode = 'CF412';
    end if;
  end if;
  update public.reports
     set status = p_resolution, resolved_at = clock_timestamp(), resolved_by = me
   where id = p_id
  returning * into v_row;
  return v_row;
end
$$;

revoke all on function public.create_report(text, uuid, text, text, text) from public, anon, authenticated;
revoke all on function public.admin_list_reports(text, integer, uuid) from public, anon, authenticated;
revoke all on function public.resolve_report(uuid, text) from public, anon, authenticated;
grant execute on function public.create_report(text, uuid, text, text, text) to authenticated;
grant execute on function public.admin_list_reports(text, integer, uuid) to authenticated;
grant execute on function public.resolve_report(uuid, text) to authenticated;
