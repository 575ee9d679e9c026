-- core/validation/text.ts BLANK_EDGES: what JavaScript's trim() strips, then the characters that draw
-- nothing (soft hyphen, zero-width and direction marks, bidi controls, word
-- joiner, Hangul and Braille blanks), at either end. The check constraints (app.text_ok), the
-- profile's completeness and the stored-trimmed triggers all trim through it, so a name, title or
-- message of only these is blank, as in core and firestore.rules.
create or replace function app.js_trim(value text)
returns text language sql immutable parallel safe set search_path = '' as $$
  select regexp_replace(value,
    E'^[\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff\\u00ad\\u034f\\u061c\\u115f\\u1160\\u17b4\\u17b5\\u180b-\\u180f\\u200b-\\u200f\\u202a-\\u202e\\u2060-\\u206f\\u2800\\u3164\\uffa0]+|[\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff\\u00ad\\u034f\\u061c\\u115f\\u1160\\u17b4\\u17b5\\u180b-\\u180f\\u200b-\\u200f\\u202a-\\u202e\\u2060-\\u206f\\u2800\\u3164\\uffa0]+$',
    '', 'g')
$$;
