-- A chat notification quotes the message's preview in 「」: without bidi embeddings, overrides and
-- isolates (core previewText), which would turn the closing mark around.
create or replace function app.preview_text(value text, max_len integer default 30)
returns text language sql immutable parallel safe set search_path = '' as $$
  with one_line as (
    select btrim(regexp_replace(
      regexp_replace(coalesce(value, ''), E'[\\u202a-\\u202e\\u2066-\\u2069]', '', 'g'),
      E'[\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff]+',
      ' ', 'g')) as v
  )
  select case when char_length(v) <= max_len then v else left(v, greatest(0, max_len - 1)) || '…' end
  from one_line
$$;
