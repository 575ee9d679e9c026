-- A member's or a project's name is stored without bidi embeddings, overrides or isolates (core
-- nameText): inside a name they would turn around the text the name is shown in (a notification,
-- the inbox, an admin table). As trimming is, they are taken out before the checks run.

create or replace function app.name_text(value text)
returns text language sql immutable parallel safe set search_path = '' as $$
  select app.js_trim(regexp_replace(value, E'[\\u202a-\\u202e\\u2066-\\u2069]', '', 'g'))
$$;

create or replace function app.profiles_stored_trimmed()
returns trigger language plpgsql set search_path = '' as $$
begin
  new.name := app.name_text(new.name);
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
  new.project_name := app.name_text(new.project_name);
  new.headline := app.js_trim(new.headline);
  new.description := app.js_trim(new.description);
  new.skills_required := app.js_trim_tags(new.skills_required);
  return new;
end
$$;

revoke all on function app.name_text(text) from public, anon, authenticated;
-- The triggers run as the acting role.
grant execute on function app.name_text(text) to anon, authenticated, service_role;
