-- A message's sender and an application's applicant are always the member who writes it (their
-- columns default to auth.uid(); the client never sends them). Postgres runs BEFORE triggers
-- before RLS's WITH CHECK, so a member naming two others as sender and receiver (or as applicant
-- and project) reached the block and outreach checks, whose answers told whether those two had
-- blocked each other. Without the privilege to name them, the insert is refused before any
-- trigger runs, with the same answer whoever is named.
revoke insert (sender_id) on public.chat_messages from authenticated;
revoke insert (applicant_id) on public.applications from authenticated;
