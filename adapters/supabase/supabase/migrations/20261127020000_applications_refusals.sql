-- An application never crosses a block, either way (core/rules/blocks.ts: the two members stay
-- out of each other's way), nor reaches a project an admin hid, which is not there for the
-- applicant: both are refused before anything is written or notified, as on the other backends.
create function app.applications_refusals()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  if exists (select 1 from public.projects p where p.id = new.project_id and p.hidden) then
    raise exception 'no such project' using errcode = 'CF404';
  end if;
  if exists (
    select 1 from public.blocks b
     where (b.blocker_id = new.project_id and b.blocked_id = new.applicant_id)
        or (b.blocker_id = new.applicant_id and b.blocked_id = new.project_id)
  ) then
    raise exception 'a block stands between the applicant and the owner' using errcode = '42501';
  end if;
  return new;
end
$$;

create trigger applications_refusals
  before insert on public.applications
  for each row execute function app.applications_refusals();
