-- Last active (core/matching/lastActive.ts): when a member last opened the app, the server's
-- time, moved at most once an hour by mark_active(); members may not write it themselves
-- (the column is left out of their update grant). A member who never opened the app since
-- registering counts as active at registration.
alter table public.profiles add column last_active_at timestamptz;
update public.profiles set last_active_at = created_at;
alter table public.profiles alter column last_active_at set default now();
alter table public.profiles alter column last_active_at set not null;
comment on column public.profiles.last_active_at is
  'When the member last opened the app (server time, moved at most once an hour by mark_active).';

-- Moves the caller's last_active_at to now() when it is at least an hour old
-- (LAST_ACTIVE_WRITE_INTERVAL_MS); returns whether it moved.
create function public.mark_active() returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  me uuid := auth.uid();
  moved integer;
begin
  if me is null then
    raise exception 'not signed in' using errcode = '42501';
  end if;
  update public.profiles set last_active_at = now()
   where uid = me and last_active_at <= now() - interval '1 hour';
  get diagnostics moved = row_count;
  return moved > 0;
end;
$$;
revoke all on function public.mark_active() from public, anon;
grant execute on function public.mark_active() to authenticated;

-- The candidate set of recommend_partners: per role, the complete profiles active most recently.
create index profiles_role_active_idx on public.profiles (role, last_active_at desc, uid desc)
  where profile_complete;

-- core/matching/partnerScoring.ts, in SQL. Tags compare trimmed (app.js_trim) and lower-cased;
-- counts count distinct keys. The candidate set is bounded: for each role, the
-- p_per_role complete profiles active most recently (RECOMMENDATION_CANDIDATES_PER_ROLE),
-- read from profiles_role_active_idx; only those are scored.
create function app.tag_keys(tags text[]) returns text[]
language sql immutable set search_path = '' as $$
  select coalesce(array_agg(distinct k), '{}')
    from (select lower(app.js_trim(t)) as k from unnest(coalesce(tags, '{}')) as t) x
   where k <> '';
$$;

create function app.shared_count(a text[], b text[]) returns integer
language sql immutable set search_path = '' as $$
  select count(*)::integer from unnest(app.tag_keys(a)) as k where k = any (app.tag_keys(b));
$$;

create function public.recommend_partners(p_limit integer, p_per_role integer default 100)
returns setof public.profiles
language plpgsql stable security definer set search_path = '' as $$
declare
  me public.profiles;
  required text[];
begin
  if auth.uid() is null then
    raise exception 'not signed in' using errcode = '42501';
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 1000 or p_per_role is null or p_per_role < 1 or p_per_role > 500 then
    raise exception 'limit out of range' using errcode = '22023';
  end if;
  select * into me from public.profiles where uid = auth.uid();
  if not found then
    return;
  end if;
  select p.skills_required into required from public.projects p where p.id = me.uid;
  return query
    with candidates as (
      select c.*
        from (values ('idea_holder'), ('technical'), ('operations')) as r(role)
        cross join lateral (
          select * from public.profiles x
           where x.role = r.role and x.profile_complete and x.uid <> me.uid
           order by x.last_active_at desc, x.uid desc
           limit p_per_role
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
revoke all on function public.recommend_partners(integer, integer) from public, anon;
grant execute on function public.recommend_partners(integer, integer) to authenticated;
