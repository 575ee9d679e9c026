-- A question offers at most eight options (LIMITS.QUESTION_MAX_OPTIONS, core/validation/question.ts
-- 'options_too_many'), as on every backend: a member reads them all on a phone's screen.
--
-- NOT VALID: a database that already holds a longer question from before still applies this
-- migration; every question written from now on, new or edited, is checked.
alter table public.questions
  add constraint questions_options_max check (
    case when jsonb_typeof(options) = 'array' then jsonb_array_length(options) <= 8 else false end
  ) not valid;
