-- A question offers at least two options (LIMITS.QUESTION_MIN_OPTIONS, core/validation/question.ts
-- 'options_too_few'): one option is no choice. app.options_ok already refuses blank, overlong and
-- unscored options, so two entries are two real options.
--
-- NOT VALID: a database that already holds a one-option question from before still applies this
-- migration, and that question can still be answered; every question written from now on, new
-- or edited, is checked.
alter table public.questions
  add constraint questions_options_min check (
    case when jsonb_typeof(options) = 'array' then jsonb_array_length(options) >= 2 else false end
  ) not valid;
