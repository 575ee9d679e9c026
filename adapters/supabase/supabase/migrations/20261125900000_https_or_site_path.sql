-- Every URL a member or an admin types takes an https:// address or a path of this site
-- (core/validation/url.ts isHttpsOrSitePath): a profile's LinkedIn, GitHub and website, a
-- banner's link, a resource's official site and picture. Plain http: is refused, as a member who
-- follows it would leave the secure site; javascript:, data: and //host are no links at all.
--
-- An https:// address has a host and no whitespace. A site path has one leading slash, not two
-- and not a slash then a backslash (which browsers read as another host), and no whitespace or
-- backslash anywhere. '' is an empty optional field.
create or replace function app.https_or_site_path_ok(value text, max_len integer, required boolean default false)
returns boolean language sql immutable parallel safe set search_path = '' as $$
  select value is not null
     and char_length(value) <= max_len
     and case
           when value = '' then not required
           else value ~* '^https://[^/?#[:space:]]+([/?#][^[:space:]]*)?$'
             or value ~ '^/([^/\\[:space:]][^\\[:space:]]*)?$'
         end
$$;
revoke all on function app.https_or_site_path_ok(text, integer, boolean) from public, anon, authenticated;
grant execute on function app.https_or_site_path_ok(text, integer, boolean) to anon, authenticated, service_role;

-- The http(s) checks these replace would refuse a site path. The new checks are NOT VALID: a
-- database that already holds an http: link from before still applies this migration and keeps
-- that row; every row written from now on, new or edited, is checked.
alter table public.profiles
  drop constraint profiles_linkedin_ok,
  drop constraint profiles_github_ok,
  drop constraint profiles_website_ok,
  add constraint profiles_linkedin_ok check (app.https_or_site_path_ok(linkedin_url, 500)) not valid,
  add constraint profiles_github_ok check (app.https_or_site_path_ok(github_url, 500)) not valid,
  add constraint profiles_website_ok check (app.https_or_site_path_ok(website_url, 500)) not valid;
alter table public.banners
  drop constraint banners_link_ok,
  add constraint banners_link_ok check (app.https_or_site_path_ok(link_url, 500, true)) not valid;
alter table public.resources
  drop constraint resources_official_url_ok,
  add constraint resources_official_url_ok check (app.https_or_site_path_ok(official_url, 500, true)) not valid,
  add constraint resources_image_url_ok check (app.https_or_site_path_ok(image_url, 1000, true)) not valid;
