-- A decision on an application tells the applicant nothing while either of the two blocked the
-- other (core/rules/blocks.ts: the two members stay out of each other's way, as messages and
-- applications already do). The owner still decides on their own project and the decision is
-- kept; only the notice is left out. The rest is as in
-- 20261127010000_application_notice_names_applicant.sql.
create or replace function app.applications_after()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  project_name text;
  notice_id text;
  counted boolean;
begin
  select p.project_name into project_name from public.projects p where p.id = new.project_id;
  if tg_op = 'INSERT' then
    notice_id := 'application_' || new.project_id::text || '_' || new.applicant_id::text;
    select not n.is_read into counted from public.notifications n
     where n.user_id = new.project_id and n.id = notice_id;
    insert into public.notifications (user_id, id, type, message, link, is_read, created_at)
    values (new.project_id, notice_id, 'application',
            app.application_notification_text(new.applicant_name, coalesce(project_name, '')),
            '/project/' || new.project_id::text, false, clock_timestamp())
    on conflict (user_id, id) do update
      set message = excluded.message, link = excluded.link, is_read = false, created_at = excluded.created_at;
    if not coalesce(counted, false) then
      update public.profiles set unread_notifications = unread_notifications + 1 where uid = new.project_id;
    end if;
  elsif new.status is distinct from old.status
        and not app.blocked_either_way(new.project_id, new.applicant_id) then
    perform app.notify(new.applicant_id, 'application',
      app.decision_notification_text(coalesce(project_name, ''), new.status),
      '/project/' || new.project_id::text);
  end if;
  return null;
end
$$;
