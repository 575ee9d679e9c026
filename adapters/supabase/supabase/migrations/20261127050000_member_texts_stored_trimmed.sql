-- What members write is stored as core stores it (core/validation normalizeProfilePatch,
-- normalizeProjectInput): texts and tags trimmed as JavaScript trims. text_ok and tags_ok measure
-- a text after trimming, so without this a member writing straight to the API could pad a bio,
-- a name or a tag with blanks past any limit: every list that shows them would carry the
-- padding, and a padded headline would no longer fit a report's excerpt. As a chat message's
-- text is (app.chat_messages_before), the padding is trimmed before the checks run.

create or replace function app.js_trim_tags(tags text[])
returns text[] language sql immutable parallel safe set search_path = '' as $$
  select case when tags is null then null
    else coalesce((select array_agg(app.js_trim(t.v) order by t.n) from unnest(tags) with ordinality as t(v, n)), '{}')
  end
$$;

create or replace function app.profiles_stored_trimmed()
returns trigger language plpgsql set search_path = '' as $$
begin
  new.name := app.js_trim(new.name);
  new.headline := app.js_trim(new.headline);
  new.bio := app.js_trim(new.bio);
  new.past_experience := app.js_trim(new.past_experience);
  new.city := app.js_trim(new.city);
  new.district := app.js_trim(new.district);
  new.skills := app.js_trim_tags(new.skills);
  new.industry_experience := app.js_trim_tags(new.industry_experience);
  new.interests := app.js_trim_tags(new.interests);
  new.working_style := app.js_trim_tags(new.working_style);
  return new;
end
$$;

create or replace function app.projects_stored_trimmed()
returns trigger language plpgsql set search_path = '' as $$
begin
  new.project_name := app.js_trim(new.project_name);
  new.headline := app.js_trim(new.headline);
  new.description := app.js_trim(new.description);
  new.skills_required := app.js_trim_tags(new.skills_required);
  return new;
end
$$;

-- A member chooses a role when they join (core validateProfile: role_required) and may change
-- it, never take it away: Explore partners and Home place every member by it. current_user is
-- the API role for direct writes, as in app.profiles_guard.
create or replace function app.profiles_keep_role()
returns trigger language plpgsql set search_path = '' as $$
begin
  if current_user in ('anon', 'authenticated') and old.role is not null and new.role is null then
    raise exception 'a member keeps a role' using errcode = '23514', constraint = 'profiles_role_ok';
  end if;
  return new;
end
$$;

revoke all on function app.js_trim_tags(text[]), app.profiles_stored_trimmed(), app.projects_stored_trimmed(),
  app.profiles_keep_role() from public, anon, authenticated;
-- The triggers run as the acting role.
grant execute on function app.js_trim_tags(text[]) to anon, authenticated, service_role;

create trigger profiles_stored_trimmed
  before insert or update on public.profiles
  for each row execute function app.profiles_stored_trimmed();

create trigger projects_stored_trimmed
  before insert or update on public.projects
  for each row execute function app.projects_stored_trimmed();

create trigger profiles_keep_role
  before update of role on public.profiles
  for each row execute function app.profiles_keep_role();
