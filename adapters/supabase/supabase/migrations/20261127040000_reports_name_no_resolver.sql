-- A report keeps its resolution and when, not which admin resolved it: its reporter reads the
-- whole row, and a member who learns which moderator handled their report could single them
-- out. Core's Report has no resolver, and no backend stores one.
alter table public.reports drop column resolved_by;

create or replace function public.resolve_report(p_id uuid, p_resolution text)
returns public.reports language plpgsql security definer set search_path = '' as $$
declare
  v_row public.reports;
begin
  perform app.require_admin();
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
     set status = p_resolution, resolved_at = clock_timestamp()
   where id = p_id
  returning * into v_row;
  return v_row;
end
$$;
