-- A banner's picture is an https:// address (its upload's public URL) or a path of this site, as
-- the seeded banners have, the rule firestore.rules' bannerPictureUrl keeps; plain http: only from
-- a local stack's Storage (`supabase start` serves on http://127.0.0.1:54321). NOT VALID: a row
-- kept from before applies this migration; every row written from now on is checked, an edit of
-- an older banner too, whose admin then uploads its picture again.
alter table public.banners
  add constraint banners_image_url_ok check (
    app.https_or_site_path_ok(image_url, 1000, true)
    or image_url ~ '^http://(127[.]0[.]0[.]1|localhost|\[::1\]):[0-9]{1,5}/storage/v1/object/public/banners/[^[:space:]]+$'
  ) not valid;
