-- Co-founder matching platform: tables, validation constraints and list indexes.
--
-- Every entity of spec section 3. Member ids are Supabase auth ids (uuid). A member's project
-- is keyed by the owner's id (projects.id = owner id), so a member has at most one project.
-- The private contact (email, phone) lives in its own table, apart from the public profile.
-- Check constraints restate the rules of spec section 5 (core/validation) so that a member
-- calling the API directly cannot store what the forms refuse. Text limits are
-- core/validation/limits.ts (counted in code points after trimming, like char_length(btrim())).
--
-- Custom SQLSTATEs raised by our functions (the client adapter maps them to domain codes):
--   CF401 auth/not-signed-in   CF403 permission-denied   CF404 not-found
--   CF409 already-exists       CF412 failed-precondition CF422 invalid-argument
--   CF429 resource-exhausted

create schema if not exists app;
comment on schema app is 'Private helpers (validation, scoring, triggers). Not exposed by the API.';
grant usage on schema app to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Validation helpers (immutable, used by check constraints)
-- ---------------------------------------------------------------------------------------------

-- JavaScript's String.prototype.trim: strips the whitespace and line terminators of \s.
create or replace function app.js_trim(value text)
returns text language sql immutable parallel safe set search_path = '' as $$
  select regexp_replace(value,
    E'^[\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]+|[\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]+$',
    '', 'g')
$$;

-- A text of at most max_len code points after trimming; with `required`, not blank.
create or replace function app.text_ok(value text, max_len integer, required boolean default false)
returns boolean language sql immutable parallel safe set search_path = '' as $$
  select value is not null
     and char_length(app.js_trim(value)) <= max_len
     and (not required or app.js_trim(value) <> '')
$$;

-- An http: or https: URL with a host and no whitespace (core/validation/url.ts isSafeHttpUrl).
create or replace function app.http_url_ok(value text, required boolean default false)
returns boolean language sql immutable parallel safe set search_path = '' as $$
  select value is not null
     and char_length(value) <= 500
     and case
           when value = '' then not required
           else value ~* '^https?://[^/?#[:space:]]+([/?#][^[:space:]]*)?$'
         end
$$;

-- The HTML type=email shape plus a dot in the domain (core/validation/url.ts isEmail); '' allowed.
create or replace function app.email_ok(value text)
returns boolean language sql immutable parallel safe set search_path = '' as $$
  select value is not null and (
    value = '' or (
      char_length(value) <= 254
      and value ~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]+@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$'
    )
  )
$$;

-- Optional phone: '+' then digits with spaces . - ( ) between, 7 to 15 digits (isPlausiblePhone).
create or replace function app.phone_ok(value text)
returns boolean language sql immutable parallel safe set search_path = '' as $$
  select value is not null and (
    value = '' or (
      char_length(value) <= 30
      and value ~ '^\+?[0-9 ().-]+$'
      and char_length(regexp_replace(value, '[^0-9]', '', 'g')) between 7 and 15
    )
  )
$$;

-- Tag lists (skills, interests, ...): at most 30, each trimmed-nonblank and at most 50 code
-- points, no two equal ignoring case and surrounding blanks (core/validation/tags.ts).
create or replace function app.tags_ok(tags text[])
returns boolean language sql immutable parallel safe set search_path = '' as $$
  select tags is not null
     and coalesce(array_ndims(tags), 1) = 1
     and cardinality(tags) <= 30
     and not exists (
       select 1 from unnest(tags) as t(v)
       where v is null or app.js_trim(v) = '' or char_length(app.js_trim(v)) > 50
     )
     and (select count(distinct lower(app.js_trim(v))) from unnest(tags) as t(v)) = cardinality(tags)
$$;

-- Question options: a non-empty array of objects, each with text (1..200) and either five
-- numeric scores or (legacy data) a single numeric value (core/validation/question.ts).
create or replace function app.options_ok(options jsonb)
returns boolean language sql immutable parallel safe set search_path = '' as $$
  select options is not null
     and jsonb_typeof(options) = 'array'
     and jsonb_array_length(options) between 1 and 50
     and not exists (
       select 1 from jsonb_array_elements(options) as o(v)
       where jsonb_typeof(v) <> 'object'
          or jsonb_typeof(v -> 'text') is distinct from 'string'
          or app.js_trim(v ->> 'text') = ''
          or char_length(app.js_trim(v ->> 'text')) > 200
          or not (
            (jsonb_typeof(v -> 'scores') = 'object'
              and jsonb_typeof(v -> 'scores' -> 'overall') = 'number'
              and jsonb_typeof(v -> 'scores' -> 'skill') = 'number'
              and jsonb_typeof(v -> 'scores' -> 'execution') = 'number'
              and jsonb_typeof(v -> 'scores' -> 'teamwork') = 'number'
              and jsonb_typeof(v -> 'scores' -> 'risk') = 'number')
            or (v -> 'scores' is null and jsonb_typeof(v -> 'value') = 'number')
          )
     )
$$;

-- ---------------------------------------------------------------------------------------------
-- Members
-- ---------------------------------------------------------------------------------------------

create table public.profiles (
  uid uuid primary key references auth.users (id) on delete cascade,
  name text not null constraint profiles_name_ok check (app.text_ok(name, 50, true)),
  avatar_url text not null default '' constraint profiles_avatar_url_ok check (app.http_url_ok(avatar_url)),
  headline text not null default '' constraint profiles_headline_ok check (app.text_ok(headline, 100)),
  bio text not null default '' constraint profiles_bio_ok check (app.text_ok(bio, 2000)),
  role text constraint profiles_role_ok check (role in ('idea_holder', 'technical', 'operations')),
  gender text constraint profiles_gender_ok check (gender in ('male', 'female', 'undisclosed')),
  skills text[] not null default '{}' constraint profiles_skills_ok check (app.tags_ok(skills)),
  city text not null default '' constraint profiles_city_ok check (app.text_ok(city, 20)),
  district text not null default '' constraint profiles_district_ok check (app.text_ok(district, 20)),
  created_at timestamptz not null default now(),
  unread_notifications integer not null default 0 constraint profiles_unread_not_negative check (unread_notifications >= 0),
  is_admin boolean not null default false,
  industry_experience text[] not null default '{}' constraint profiles_industry_ok check (app.tags_ok(industry_experience)),
  years_experience text constraint profiles_years_ok check (years_experience in ('1-3', '3-5', '5-10', '10+')),
  past_experience text not null default '' constraint profiles_past_ok check (app.text_ok(past_experience, 2000)),
  linkedin_url text not null default '' constraint profiles_linkedin_ok check (app.http_url_ok(linkedin_url)),
  github_url text not null default '' constraint profiles_github_ok check (app.http_url_ok(github_url)),
  website_url text not null default '' constraint profiles_website_ok check (app.http_url_ok(website_url)),
  interests text[] not null default '{}' constraint profiles_interests_ok check (app.tags_ok(interests)),
  working_style text[] not null default '{}' constraint profiles_working_style_ok check (app.tags_ok(working_style)),
  availability text constraint profiles_availability_ok check (availability in ('full_time', 'part_time', 'either')),
  -- {archetype, overallScore, resultId, retakeCount}: written only by the scoring trigger.
  archetype_result jsonb constraint profiles_archetype_result_ok check (archetype_result is null or jsonb_typeof(archetype_result) = 'object')
);
comment on table public.profiles is 'Public member profile (spec 3 user). Readable by signed-in members; written by its owner; is_admin, unread_notifications and archetype_result only by the backend.';

-- Explore partners: equality filters on role, gender, city, district, newest first (spec 7).
-- (created_at, uid) is the page order and the cursor.
create index profiles_created_idx on public.profiles (created_at desc, uid desc);
create index profiles_role_created_idx on public.profiles (role, created_at desc, uid desc);
create index profiles_gender_created_idx on public.profiles (gender, created_at desc, uid desc);
create index profiles_city_district_created_idx on public.profiles (city, district, created_at desc, uid desc);
create index profiles_role_gender_created_idx on public.profiles (role, gender, created_at desc, uid desc);
create index profiles_role_city_district_created_idx on public.profiles (role, city, district, created_at desc, uid desc);
create index profiles_gender_city_district_created_idx on public.profiles (gender, city, district, created_at desc, uid desc);
-- Admin name-prefix search: byte order (C collation) so a prefix is an index range in any
-- database collation; lower() makes the search case-insensitive.
create index profiles_name_prefix_idx on public.profiles ((lower(name) collate "C"), uid);

create table public.contacts (
  uid uuid primary key references public.profiles (uid) on delete cascade,
  email text not null default '' constraint contacts_email_ok check (app.email_ok(email)),
  phone text not null default '' constraint contacts_phone_ok check (app.phone_ok(phone))
);
comment on table public.contacts is 'Private contact document (spec 3): only its owner reads or writes it.';

-- ---------------------------------------------------------------------------------------------
-- Projects and applications
-- ---------------------------------------------------------------------------------------------

create table public.projects (
  id uuid primary key references public.profiles (uid) on delete cascade,
  owner_id uuid generated always as (id) stored,
  project_name text not null constraint projects_name_ok check (app.text_ok(project_name, 100, true)),
  headline text not null constraint projects_headline_ok check (app.text_ok(headline, 100, true)),
  description text not null constraint projects_description_ok check (app.text_ok(description, 5000, true)),
  stage text not null constraint projects_stage_ok check (stage in ('concept', 'prototype', 'early_adopters')),
  partners_wanted text[] not null default '{}' constraint projects_partners_ok check (
    partners_wanted <@ array['technical', 'operations']::text[] and app.tags_ok(partners_wanted)
  ),
  skills_required text[] not null default '{}' constraint projects_skills_ok check (app.tags_ok(skills_required)),
  owner_name text not null default '',
  owner_avatar text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz
);
comment on table public.projects is 'A member''s project, keyed by the owner''s id (spec 3: stored under the owner''s uid).';

-- Explore projects: stage equality and partners_wanted array-contains, newest first.
create index projects_created_idx on public.projects (created_at desc, id desc);
create index projects_stage_created_idx on public.projects (stage, created_at desc, id desc);
create index projects_partners_gin_idx on public.projects using gin (partners_wanted);
create index projects_name_prefix_idx on public.projects ((lower(project_name) collate "C"), id);

create table public.applications (
  project_id uuid not null references public.projects (id) on delete cascade,
  applicant_id uuid not null default auth.uid() references public.profiles (uid) on delete cascade,
  applicant_name text not null default '',
  applicant_avatar text not null default '',
  status text not null default 'pending' constraint applications_status_ok check (status in ('pending', 'accepted', 'rejected')),
  created_at timestamptz not null default clock_timestamp(),
  decided_at timestamptz,
  primary key (project_id, applicant_id),
  -- The project's id is its owner's id: nobody applies to their own project.
  constraint applications_not_own_project check (applicant_id <> project_id)
);
comment on table public.applications is 'projects/{id}/applications/{applicantId}: one application a member per project.';
create index applications_project_created_idx on public.applications (project_id, created_at desc);
create index applications_applicant_created_idx on public.applications (applicant_id, created_at desc);

-- ---------------------------------------------------------------------------------------------
-- Chat, inbox summaries, notifications
-- ---------------------------------------------------------------------------------------------

create table public.chat_messages (
  id uuid primary key default gen_random_uuid(),
  sender_id uuid not null default auth.uid() references public.profiles (uid) on delete cascade,
  receiver_id uuid not null references public.profiles (uid) on delete cascade,
  -- Spec 3: the two member ids sorted and joined by an underscore (byte order, as JS sorts).
  chat_id text generated always as (
    case when sender_id::text collate "C" < receiver_id::text collate "C"
      then sender_id::text || '_' || receiver_id::text
      else receiver_id::text || '_' || sender_id::text
    end
  ) stored,
  text text not null constraint chat_messages_text_ok check (app.text_ok(text, 2000, true)),
  created_at timestamptz not null default clock_timestamp(),
  constraint chat_messages_not_to_self check (sender_id <> receiver_id)
);
create index chat_messages_chat_created_idx on public.chat_messages (chat_id, created_at, id);

create table public.chat_summaries (
  owner_id uuid not null references public.profiles (uid) on delete cascade,
  other_id uuid not null references public.profiles (uid) on delete cascade,
  other_name text not null default '',
  other_avatar text not null default '',
  last_text text not null default '',
  last_sender_id uuid,
  last_at timestamptz not null default clock_timestamp(),
  unread_count integer not null default 0 constraint chat_summaries_unread_not_negative check (unread_count >= 0),
  primary key (owner_id, other_id)
);
comment on table public.chat_summaries is 'users/{uid}/chats/{otherId}: one inbox row, written only by the message trigger and mark_chat_read.';
create index chat_summaries_owner_last_idx on public.chat_summaries (owner_id, last_at desc);

create table public.notifications (
  user_id uuid not null references public.profiles (uid) on delete cascade,
  id text not null default gen_random_uuid()::text,
  type text not null constraint notifications_type_ok check (type in ('chat', 'application', 'other')),
  message text not null default '',
  is_read boolean not null default false,
  link text not null default '' constraint notifications_link_ok check (link = '' or link ~ '^/[^/]'),
  created_at timestamptz not null default clock_timestamp(),
  primary key (user_id, id)
);
create index notifications_user_created_idx on public.notifications (user_id, created_at desc);

-- ---------------------------------------------------------------------------------------------
-- Content: banners, resources
-- ---------------------------------------------------------------------------------------------

create table public.banners (
  id uuid primary key default gen_random_uuid(),
  title text not null constraint banners_title_ok check (app.text_ok(title, 100, true)),
  link_url text not null constraint banners_link_ok check (app.http_url_ok(link_url, true)),
  image_url text not null constraint banners_image_ok check (btrim(image_url) <> '' and char_length(image_url) <= 1000),
  sort_order double precision not null default 100 constraint banners_order_finite check (sort_order not in ('Infinity', '-Infinity', 'NaN')),
  created_at timestamptz not null default now()
);
create index banners_order_idx on public.banners (sort_order, id);

create table public.resources (
  id uuid primary key default gen_random_uuid(),
  title text not null constraint resources_title_ok check (app.text_ok(title, 100, true)),
  description text not null constraint resources_description_ok check (app.text_ok(description, 2000, true)),
  image_url text not null constraint resources_image_ok check (btrim(image_url) <> '' and char_length(image_url) <= 1000),
  official_url text not null constraint resources_official_url_ok check (app.http_url_ok(official_url, true)),
  category text not null constraint resources_category_ok check (app.text_ok(category, 50, true)),
  district text not null constraint resources_district_ok check (app.text_ok(district, 50, true)),
  created_at timestamptz not null default now()
);
create index resources_created_idx on public.resources (created_at desc, id desc);

-- ---------------------------------------------------------------------------------------------
-- Questionnaire
-- ---------------------------------------------------------------------------------------------

create table public.questionnaires (
  id uuid primary key default gen_random_uuid(),
  title text not null constraint questionnaires_title_ok check (app.text_ok(title, 200, true)),
  description text not null default '' constraint questionnaires_description_ok check (app.text_ok(description, 2000)),
  is_active boolean not null default false,
  created_at timestamptz not null default now()
);
create index questionnaires_active_idx on public.questionnaires (created_at desc) where is_active;

create table public.questions (
  id uuid primary key default gen_random_uuid(),
  questionnaire_id uuid not null references public.questionnaires (id) on delete cascade,
  part integer not null constraint questions_part_ok check (part >= 1),
  sort_order double precision not null default 10 constraint questions_order_finite check (sort_order not in ('Infinity', '-Infinity', 'NaN')),
  text text not null constraint questions_text_ok check (app.text_ok(text, 500, true)),
  type text not null default 'single_choice' constraint questions_type_ok check (type in ('single_choice', 'multiple_choice')),
  options jsonb not null constraint questions_options_ok check (app.options_ok(options)),
  created_at timestamptz not null default now()
);
create index questions_order_idx on public.questions (questionnaire_id, part, sort_order, id);

create table public.questionnaire_results (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (uid) on delete cascade,
  submission_id uuid not null unique,
  overall_score integer not null constraint results_overall_range check (overall_score between 0 and 100),
  archetype text not null constraint results_archetype_ok check (archetype in ('navigator', 'pioneer', 'artisan', 'collaborator', 'dreamer')),
  retake_count integer not null default 0 constraint results_retake_not_negative check (retake_count >= 0),
  dimension_scores jsonb not null,
  created_at timestamptz not null default clock_timestamp()
);
create index questionnaire_results_user_idx on public.questionnaire_results (user_id, created_at desc);

create table public.submissions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (uid) on delete cascade,
  questionnaire_id uuid not null references public.questionnaires (id) on delete cascade,
  answers jsonb not null constraint submissions_answers_ok check (jsonb_typeof(answers) = 'array' and jsonb_array_length(answers) <= 500),
  created_at timestamptz not null default clock_timestamp(),
  -- Written by the backend once scored (spec 3).
  result_id uuid references public.questionnaire_results (id) on delete set null deferrable initially deferred
);
create index submissions_user_created_idx on public.submissions (user_id, created_at desc);

alter table public.questionnaire_results
  add constraint questionnaire_results_submission_fk foreign key (submission_id)
  references public.submissions (id) on delete cascade deferrable initially deferred;

-- ---------------------------------------------------------------------------------------------
-- Feedback (written only by the submit-feedback edge function with the service role)
-- ---------------------------------------------------------------------------------------------

create table public.feedback (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint feedback_name_ok check (app.text_ok(name, 50, true)),
  email text not null default '' constraint feedback_email_ok check (app.email_ok(email)),
  message text not null constraint feedback_message_ok check (app.text_ok(message, 5000, true)),
  user_id uuid,
  created_at timestamptz not null default now()
);
