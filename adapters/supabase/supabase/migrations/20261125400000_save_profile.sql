-- A profile save is one transaction: the public profile and the private contact are written
-- together or not at all, so a refused contact (a malformed email) never leaves the profile
-- half saved behind an error.
--
-- Security invoker: the function writes as the member, so the same row-level security, column
-- privileges, guard trigger and check constraints decide as for the two writes it replaces. It
-- takes no member id; it writes the caller's own rows (auth.uid()).
--
-- p_profile: the profile columns to change (snake_case, the member's columns only); a missing
-- profile is created with them (after a full-page OAuth redirect). p_contact: {email, phone},
-- or null to leave the contact alone.
create or replace function public.save_profile(p_profile jsonb default '{}'::jsonb, p_contact jsonb default null)
returns void language plpgsql security invoker set search_path = '' as $$
declare
  me uuid := app.require_member();
  patch jsonb := coalesce(p_profile, '{}'::jsonb);
  member_columns constant text[] := array[
    'name', 'avatar_url', 'headline', 'bio', 'role', 'gender', 'skills', 'city', 'district',
    'industry_experience', 'years_experience', 'past_experience', 'linkedin_url', 'github_url',
    'website_url', 'interests', 'working_style', 'availability'];
  r public.profiles;
  c public.contacts;
begin
  if jsonb_typeof(patch) <> 'object' or (p_contact is not null and jsonb_typeof(p_contact) <> 'object') then
    raise exception 'a profile and a contact are objects' using errcode = 'CF422';
  end if;
  if exists (select 1 from jsonb_object_keys(patch) k where k <> all (member_columns))
     or exists (select 1 from jsonb_object_keys(coalesce(p_contact, '{}'::jsonb)) k where k not in ('email', 'phone')) then
    raise exception 'these fields are not the member''s to write' using errcode = '42501';
  end if;
  r := jsonb_populate_record(null::public.profiles, patch);

  if exists (select 1 from public.profiles p where p.uid = me) then
    if patch <> '{}'::jsonb then
      update public.profiles p set
        name = case when patch ? 'name' then r.name else p.name end,
        avatar_url = case when patch ? 'avatar_url' then r.avatar_url else p.avatar_url end,
        headline = case when patch ? 'headline' then r.headline else p.headline end,
        bio = case when patch ? 'bio' then r.bio else p.bio end,
        role = case when patch ? 'role' then r.role else p.role end,
        gender = case when patch ? 'gender' then r.gender else p.gender end,
        skills = case when patch ? 'skills' then r.skills else p.skills end,
        city = case when patch ? 'city' then r.city else p.city end,
        district = case when patch ? 'district' then r.district else p.district end,
        industry_experience = case when patch ? 'industry_experience' then r.industry_experience else p.industry_experience end,
        years_experience = case when patch ? 'years_experience' then r.years_experience else p.years_experience end,
        past_experience = case when patch ? 'past_experience' then r.past_experience else p.past_experience end,
        linkedin_url = case when patch ? 'linkedin_url' then r.linkedin_url else p.linkedin_url end,
        github_url = case when patch ? 'github_url' then r.github_url else p.github_url end,
        website_url = case when patch ? 'website_url' then r.website_url else p.website_url end,
        interests = case when patch ? 'interests' then r.interests else p.interests end,
        working_style = case when patch ? 'working_style' then r.working_style else p.working_style end,
        availability = case when patch ? 'availability' then r.availability else p.availability end
      where p.uid = me;
      if not found then
        raise exception 'only the owner edits a profile' using errcode = '42501';
      end if;
    end if;
  else
    -- A new profile: what the patch leaves out takes the table's defaults.
    insert into public.profiles (uid, name, avatar_url, headline, bio, role, gender, skills, city, district,
      industry_experience, years_experience, past_experience, linkedin_url, github_url, website_url,
      interests, working_style, availability)
    values (me, r.name,
      case when patch ? 'avatar_url' then r.avatar_url else '' end,
      case when patch ? 'headline' then r.headline else '' end,
      case when patch ? 'bio' then r.bio else '' end,
      r.role, r.gender,
      case when patch ? 'skills' then r.skills else '{}' end,
      case when patch ? 'city' then r.city else '' end,
      case when patch ? 'district' then r.district else '' end,
      case when patch ? 'industry_experience' then r.industry_experience else '{}' end,
      r.years_experience,
      case when patch ? 'past_experience' then r.past_experience else '' end,
      case when patch ? 'linkedin_url' then r.linkedin_url else '' end,
      case when patch ? 'github_url' then r.github_url else '' end,
      case when patch ? 'website_url' then r.website_url else '' end,
      case when patch ? 'interests' then r.interests else '{}' end,
      case when patch ? 'working_style' then r.working_style else '{}' end,
      r.availability);
  end if;

  if p_contact is not null then
    c := jsonb_populate_record(null::public.contacts, p_contact);
    insert into public.contacts as t (uid, email, phone) values (me, c.email, c.phone)
    on conflict (uid) do update set email = excluded.email, phone = excluded.phone;
  end if;
end
$$;

revoke all on function public.save_profile(jsonb, jsonb) from public, anon;
grant execute on function public.save_profile(jsonb, jsonb) to authenticated;
