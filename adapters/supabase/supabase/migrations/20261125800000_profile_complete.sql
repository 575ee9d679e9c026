-- Explore partners lists complete profiles first (core/rules/profileComplete.ts
-- isProfileComplete: a role and a headline that is not blank), then the rest, each newest first.
--
-- profile_complete is stored and generated, so no member can set it and it always follows the
-- row's role and headline. Blank is what JavaScript's trim strips (app.js_trim), as in the rule.
alter table public.profiles
  add column profile_complete boolean not null
  generated always as (role is not null and app.js_trim(headline) <> '') stored;
comment on column public.profiles.profile_complete is
  'Role set and headline not blank (isProfileComplete). Explore partners lists these first.';

-- The page order is (profile_complete desc, created_at desc, uid desc) after each filter
-- combination's equality columns; the cursor holds all three. The indexes ordered by created_at
-- alone no longer serve the list; profiles_created_idx stays for the admin's empty-prefix search.
drop index public.profiles_role_created_idx;
drop index public.profiles_gender_created_idx;
drop index public.profiles_city_district_created_idx;
drop index public.profiles_role_gender_created_idx;
drop index public.profiles_role_city_district_created_idx;
drop index public.profiles_gender_city_district_created_idx;

create index profiles_rank_idx on public.profiles (profile_complete desc, created_at desc, uid desc);
create index profiles_role_rank_idx on public.profiles (role, profile_complete desc, created_at desc, uid desc);
create index profiles_gender_rank_idx on public.profiles (gender, profile_complete desc, created_at desc, uid desc);
create index profiles_city_district_rank_idx
  on public.profiles (city, district, profile_complete desc, created_at desc, uid desc);
create index profiles_role_gender_rank_idx
  on public.profiles (role, gender, profile_complete desc, created_at desc, uid desc);
create index profiles_role_city_district_rank_idx
  on public.profiles (role, city, district, profile_complete desc, created_at desc, uid desc);
create index profiles_gender_city_district_rank_idx
  on public.profiles (gender, city, district, profile_complete desc, created_at desc, uid desc);
