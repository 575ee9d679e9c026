-- An application copies its applicant's name and avatar. Read without a lock, a rename saved at
-- the same moment missed the new row (not yet committed when the rename updated the copies) and
-- the application kept the old name. The application now holds both members' rows (applicant
-- and owner, lowest uid first, FOR NO KEY UPDATE as every function does,
-- 20261125200000_lock_modes.sql) before it reads: a rename waits for it and then updates its
-- copy, or it waits for the rename and copies the new name. It notifies the owner under the same
-- locks.
create or replace function app.applications_before()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  applicant record;
begin
  if tg_op = 'INSERT' then
    perform 1 from public.profiles p where p.uid in (new.applicant_id, new.project_id) order by p.uid for no key update;
    select p.name, p.avatar_url into applicant from public.profiles p where p.uid = new.applicant_id;
    new.applicant_name := coalesce(applicant.name, '');
    new.applicant_avatar := coalesce(applicant.avatar_url, '');
    new.status := 'pending';
    new.created_at := clock_timestamp();
    new.decided_at := null;
    return new;
  end if;
  -- UPDATE: only pending -> accepted | rejected (core/rules/applicationStatus.ts canTransition).
  if new.project_id is distinct from old.project_id or new.applicant_id is distinct from old.applicant_id
     or new.created_at is distinct from old.created_at then
    raise exception 'application identity is fixed' using errcode = '42501';
  end if;
  if new.status is distinct from old.status then
    if old.status <> 'pending' or new.status not in ('accepted', 'rejected') then
      raise exception 'application already decided' using errcode = 'CF412';
    end if;
    new.decided_at := clock_timestamp();
  end if;
  return new;
end
$$;
