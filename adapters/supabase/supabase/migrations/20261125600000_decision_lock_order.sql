-- Members' rows first, lowest uid first, also for a decision on an application.
--
-- A decision locks the application row (the UPDATE does, before any row trigger runs), then
-- notifies the applicant, which updates the applicant's profile row (the bell). A rename of that
-- applicant holds their profile row and then updates the copies of their name on their
-- applications: each waited for the other. So before any application row is locked, a decision
-- statement takes the profile rows of the applicants it may notify (the pending applications of
-- the deciding owner's project), lowest uid first, as FOR NO KEY UPDATE, which never conflicts
-- with the key-share locks of foreign-key checks (20261125200000_lock_modes.sql).
create or replace function app.applications_decision_locks()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  perform 1 from public.profiles p
   where p.uid in (
     select a.applicant_id from public.applications a where a.project_id = auth.uid() and a.status = 'pending')
   order by p.uid
   for no key update;
  return null;
end
$$;
revoke all on function app.applications_decision_locks() from public, anon, authenticated;

create trigger applications_decision_locks
  before update of status on public.applications
  for each statement execute function app.applications_decision_locks();
