-- The platform's admins are never recommended (core/matching/partnerScoring.ts): they run the
-- platform, they are not partners on offer; like a blocked member, an admin takes no place in a
-- role's candidate set. The rest is as in 20261127000000_recommendation_candidates_fixed.sql.
create or replace function public.recommend_partners(p_limit integer)
returns setof public.profiles
language plpgsql stable security definer set search_path = '' as $$
declare
  me public.profiles;
  required text[];
  hidden uuid[];
begin
  if auth.uid() is null then
    raise exception 'not signed in' using errcode = '42501';
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 1000 then
    raise exception 'limit out of range' using errcode = '22023';
  end if;
  select * into me from public.profiles where uid = auth.uid();
  if not found then
    return;
  end if;
  select p.skills_required into required from public.projects p where p.id = me.uid;
  hidden := public.hidden_member_ids();
  return query
    with candidates as (
      select c.*
        from (values ('idea_holder'), ('technical'), ('operations')) as r(role)
        cross join lateral (
          select * from public.profiles x
           where x.role = r.role and x.profile_complete and x.uid <> me.uid
             and not x.is_admin
             and x.uid <> all (hidden)
           order by x.last_active_at desc, x.uid desc
           limit 100
        ) c
    )
    select c.* from candidates c
     order by
       (c.last_active_at > now() - interval '90 days') desc,
       (me.role is not null and ((me.role = 'idea_holder') <> (c.role = 'idea_holder'))) desc,
       app.shared_count(required, c.skills) desc,
       (case when me.availability is not null and c.availability is not null
              and (me.availability = c.availability or me.availability = 'either' or c.availability = 'either')
             then 2 else 0 end
        + app.shared_count(me.interests, c.interests)
        + app.shared_count(me.working_style, c.working_style)
        + case when me.city <> '' and me.city = c.city then 2 else 0 end
        + case when me.city <> '' and me.city = c.city and me.district <> '' and me.district = c.district
               then 1 else 0 end) desc,
       c.last_active_at desc,
       -- uuid order is the order of their lower-case text, as core compares uids
       c.uid
     limit p_limit;
end;
$$;
