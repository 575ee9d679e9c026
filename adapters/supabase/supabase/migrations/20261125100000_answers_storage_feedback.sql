-- What the database itself refuses, so that a member calling the API directly gets no more than
-- the app allows: a submission answers the active questionnaire in full, avatars are read only
-- by their member and always carry their size and type, banner images take one limit, and one
-- sender cannot flood the admins' feedback inbox.

-- ---------------------------------------------------------------------------------------------
-- Questionnaire submissions (spec 5: every question answered; core/validation/questionnaire.ts)
-- ---------------------------------------------------------------------------------------------

-- validateAnswers: each question of the questionnaire answered exactly once with an integer
-- option index inside its options, no answer naming another question, at most 100 answers
-- (LIMITS.QUESTIONNAIRE_MAX_ANSWERS) and question ids of at most 128 characters
-- (LIMITS.QUESTION_ID_MAX_LENGTH). An answer holds only questionId and chosenOptionIndex, so
-- what is stored is what is scored. Bounds come first, before any question is looked at.
create or replace function app.answers_complete(p_questionnaire uuid, p_answers jsonb)
returns boolean language plpgsql stable set search_path = '' as $$
declare
  option_counts jsonb;
  answered jsonb := '{}'::jsonb;
  a jsonb;
  qid text;
  idx numeric;
begin
  if jsonb_typeof(p_answers) is distinct from 'array' or jsonb_array_length(p_answers) > 100 then
    return false;
  end if;
  select coalesce(jsonb_object_agg(q.id::text, jsonb_array_length(q.options)), '{}'::jsonb)
    into option_counts
    from public.questions q where q.questionnaire_id = p_questionnaire;
  if option_counts = '{}'::jsonb
     or jsonb_array_length(p_answers) <> (select count(*) from jsonb_object_keys(option_counts)) then
    return false;
  end if;
  for a in select value from jsonb_array_elements(p_answers) loop
    if jsonb_typeof(a) <> 'object'
       or a - 'questionId' - 'chosenOptionIndex' <> '{}'::jsonb
       or jsonb_typeof(a -> 'questionId') is distinct from 'string'
       or jsonb_typeof(a -> 'chosenOptionIndex') is distinct from 'number' then
      return false;
    end if;
    qid := a ->> 'questionId';
    if char_length(qid) > 128 or not option_counts ? qid or answered ? qid then
      return false;
    end if;
    idx := (a -> 'chosenOptionIndex')::numeric;
    if idx <> trunc(idx) or idx < 0 or idx >= (option_counts ->> qid)::integer then
      return false;
    end if;
    answered := answered || jsonb_build_object(qid, true);
  end loop;
  return true;
end
$$;

-- A submission: at most 2 a member (CF429); only to the active questionnaire, the newest one
-- marked active, as the app shows it (CF412); its answers complete (CF422 with the validation
-- code answers_incomplete, which the client adapter reports on the answers field). The result
-- id is decided before the row is stored, so the API's answer to the insert already carries it.
create or replace function app.submissions_before()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  me uuid := auth.uid();
  previous integer;
  active uuid;
begin
  if me is not null and new.user_id is distinct from me then
    raise exception 'a member submits only for themselves' using errcode = '42501';
  end if;
  perform 1 from public.profiles p where p.uid = new.user_id for update;
  select count(*) into previous from public.submissions s where s.user_id = new.user_id;
  if previous >= 2 then
    raise exception 'at most 2 questionnaire submissions' using errcode = 'CF429';
  end if;
  select q.id into active from public.questionnaires q where q.is_active order by q.created_at desc, q.id limit 1;
  if active is null or active <> new.questionnaire_id then
    raise exception 'questionnaire is not active' using errcode = 'CF412';
  end if;
  if not app.answers_complete(new.questionnaire_id, new.answers) then
    raise exception 'answers_incomplete' using errcode = 'CF422',
      detail = 'every question of the questionnaire answered once with one of its options';
  end if;
  new.created_at := clock_timestamp();
  new.result_id := gen_random_uuid();
  return new;
end
$$;

revoke all on function app.answers_complete(uuid, jsonb) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Storage: avatars and banner images
-- ---------------------------------------------------------------------------------------------

-- One limit for a banner image (LIMITS.BANNER_IMAGE_MAX_BYTES), as the form and storage.rules.
update storage.buckets set file_size_limit = 2097152 where id = 'banners';

-- An image object's metadata as Storage records it after measuring the upload: a numeric size
-- within the limit and a JPG or PNG type.
create or replace function app.image_metadata_ok(metadata jsonb, max_bytes bigint)
returns boolean language sql immutable parallel safe set search_path = '' as $$
  select coalesce(
    jsonb_typeof(metadata) = 'object'
    and jsonb_typeof(metadata -> 'size') = 'number'
    and jsonb_typeof(metadata -> 'mimetype') = 'string'
    and case when jsonb_typeof(metadata -> 'size') = 'number'
             then (metadata ->> 'size')::numeric between 0 and max_bytes else false end
    and lower(metadata ->> 'mimetype') in ('image/jpeg', 'image/png'),
    false)
$$;

-- The avatar policies' check. Storage tests an upload's permission by inserting the row without
-- metadata as the member and rolling that back, then commits the row with the measured metadata
-- as its own role; so here a row without metadata passes for its own member, and
-- storage_objects_image_metadata refuses it if it is ever committed that way.
create or replace function app.avatar_object_ok(object_name text, metadata jsonb)
returns boolean language sql stable set search_path = '' as $$
  select object_name = (select auth.uid())::text
     and (metadata is null or app.image_metadata_ok(metadata, 1048576))
$$;

revoke all on function app.image_metadata_ok(jsonb, bigint) from public, anon;
grant execute on function app.image_metadata_ok(jsonb, bigint) to authenticated, service_role;

-- Checked when the transaction commits, for whoever writes the row (a member, Storage's own
-- role, the service role): an avatar or a banner image is stored only with a size and a type
-- within its bucket's limits.
create or replace function app.storage_objects_image_metadata()
returns trigger language plpgsql security definer set search_path = '' as $$
begin
  if (new.bucket_id = 'avatars' and not app.image_metadata_ok(new.metadata, 1048576))
     or (new.bucket_id = 'banners' and not app.image_metadata_ok(new.metadata, 2097152)) then
    raise exception 'an image is stored only with its size and type, within the bucket''s limits'
      using errcode = '23514';
  end if;
  return null;
end
$$;
revoke all on function app.storage_objects_image_metadata() from public, anon, authenticated;

create constraint trigger storage_objects_image_metadata
  after insert or update on storage.objects
  deferrable initially deferred
  for each row execute function app.storage_objects_image_metadata();

-- Avatars are shown through their public URLs, which Storage serves without asking RLS. A
-- listing names every member with a picture, so no visitor lists the bucket, and a member reads
-- only their own object (which replacing it, an upsert, needs).
drop policy if exists avatars_read on storage.objects;
create policy avatars_read_own on storage.objects for select to authenticated
  using (bucket_id = 'avatars' and name = (select auth.uid())::text);

-- ---------------------------------------------------------------------------------------------
-- Feedback: a signed-in sender, at most 5 messages an hour each
-- ---------------------------------------------------------------------------------------------

-- LIMITS.FEEDBACK_MAX_PER_WINDOW per LIMITS.FEEDBACK_WINDOW_MS, counted from the sender's rows.
-- The contact page needs sign-in, so feedback without a sender is refused (CF401). Two
-- messages of one sender at the same moment take turns on a transaction lock keyed by the
-- sender, so both cannot count the same earlier rows; no row lock is taken.
create index if not exists feedback_user_created_idx on public.feedback (user_id, created_at desc);

create or replace function app.feedback_before()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  recent integer;
begin
  if new.user_id is null then
    raise exception 'feedback needs a signed-in sender' using errcode = 'CF401';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('public.feedback/' || new.user_id::text, 0));
  new.created_at := clock_timestamp();
  select count(*) into recent from public.feedback f
   where f.user_id = new.user_id and f.created_at > new.created_at - interval '1 hour';
  if recent >= 5 then
    raise exception 'at most 5 feedback messages an hour' using errcode = 'CF429';
  end if;
  return new;
end
$$;
revoke all on function app.feedback_before() from public, anon, authenticated;

create trigger feedback_before
  before insert on public.feedback
  for each row execute function app.feedback_before();
