-- Stored pictures may be WebP (LIMITS.STORED_IMAGE_MIME_TYPES): a picked JPG or PNG is made
-- smaller in the browser and uploaded as WebP, or as JPEG where the browser cannot encode WebP.
-- The buckets' allowed types and the metadata check of every stored object say the same.

update storage.buckets
   set allowed_mime_types = array['image/jpeg', 'image/png', 'image/webp']
 where id in ('avatars', 'banners');

-- An image object's metadata as Storage records it after measuring the upload: a numeric size
-- within the limit and a JPG, PNG or WebP type.
create or replace function app.image_metadata_ok(metadata jsonb, max_bytes bigint)
returns boolean language sql immutable parallel safe set search_path = '' as $$
  select coalesce(
    jsonb_typeof(metadata) = 'object'
    and jsonb_typeof(metadata -> 'size') = 'number'
    and jsonb_typeof(metadata -> 'mimetype') = 'string'
    and case when jsonb_typeof(metadata -> 'size') = 'number'
             then (metadata ->> 'size')::numeric between 0 and max_bytes else false end
    and lower(metadata ->> 'mimetype') in ('image/jpeg', 'image/png', 'image/webp'),
    false)
$$;
