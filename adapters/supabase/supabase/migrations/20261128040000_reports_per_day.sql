-- A member files at most 10 reports a Taiwan day (core/constants REPORTS_PER_DAY,
-- core/rules/reportLimit.ts): enough for anyone who meets abuse, too few to flood the admins'
-- queue. Counted over the member's reports of the day that are still stored (those about a member
-- who has since deleted their account go with them); a lock per member keeps two reports sent
-- at once from both taking the last place. Refused with CF429 'report-limit', the message core's
-- REPORT_LIMIT_REACHED names.
create or replace function app.reports_within_day_limit()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  v_day_start timestamptz :=
    to_timestamp((app.taiwan_day(new.created_at)::bigint * 86400000 - 8 * 3600 * 1000) / 1000.0);
begin
  perform pg_advisory_xact_lock(hashtextextended('report-limit:' || new.reporter_id::text, 0));
  if (select count(*) from public.reports r
       where r.reporter_id = new.reporter_id and r.created_at >= v_day_start) >= 10 then
    raise exception 'report-limit' using errcode = 'CF429';
  end if;
  return new;
end
$$;
revoke all on function app.reports_within_day_limit() from public;

create trigger reports_within_day_limit before insert on public.reports
  for each row execute function app.reports_within_day_limit();
