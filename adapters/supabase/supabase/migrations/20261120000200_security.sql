-- Row-level security and privileges: spec section 6 and ARCHITECTURE.md's backend rules.
--
-- Supabase grants every API role (anon, authenticated) all privileges on new tables and
-- functions by default; here everything is revoked first and only what a role needs is granted
-- back, column by column where members may write only some columns. RLS then decides rows.
-- Definer functions (owned by the migration role, which owns the tables) do the side effects.

revoke all on all tables in schema public from anon, authenticated;
revoke all on all functions in schema public from public, anon, authenticated;
revoke all on all functions in schema app from public, anon, authenticated;

-- Helpers that check constraints and policies call as the acting role.
grant execute on function
  app.js_trim(text), app.text_ok(text, integer, boolean), app.http_url_ok(text, boolean), app.email_ok(text),
  app.phone_ok(text), app.tags_ok(text[]), app.options_ok(jsonb), app.prefix_end(text),
  app.require_member(), app.require_admin(),
  app.member_name(text), app.preview_text(text, integer), app.chat_notification_text(text, text, integer),
  app.application_notification_text(text, text), app.decision_notification_text(text, text),
  app.finite_number(jsonb), app.option_scores(jsonb), app.score_answers(jsonb, jsonb)
  to anon, authenticated, service_role;

grant execute on function public.is_admin() to authenticated, service_role;
grant execute on function public.mark_chat_read(uuid) to authenticated;
grant execute on function public.mark_notification_read(text) to authenticated;
grant execute on function public.set_admin(uuid, boolean) to authenticated;
grant execute on function public.admin_count_users() to authenticated;
grant execute on function public.admin_count_projects() to authenticated;
grant execute on function public.admin_search_users(text, integer, uuid) to authenticated;
grant execute on function public.admin_search_projects(text, integer, uuid) to authenticated;
grant execute on function public.get_result(uuid) to authenticated;
grant execute on function public.get_submission(uuid) to authenticated;

alter table public.profiles enable row level security;
alter table public.contacts enable row level security;
alter table public.projects enable row level security;
alter table public.applications enable row level security;
alter table public.chat_messages enable row level security;
alter table public.chat_summaries enable row level security;
alter table public.notifications enable row level security;
alter table public.banners enable row level security;
alter table public.resources enable row level security;
alter table public.questionnaires enable row level security;
alter table public.questions enable row level security;
alter table public.submissions enable row level security;
alter table public.questionnaire_results enable row level security;
alter table public.feedback enable row level security;

-- ---------------------------------------------------------------------------------------------
-- profiles: signed-in members read every public profile; the owner creates and edits their own,
-- never is_admin (set_admin), unread_notifications or archetype_result (the backend's).
-- ---------------------------------------------------------------------------------------------
grant select on public.profiles to authenticated;
grant insert (uid, name, avatar_url, headline, bio, role, gender, skills, city, district,
  industry_experience, years_experience, past_experience, linkedin_url, github_url, website_url,
  interests, working_style, availability) on public.profiles to authenticated;
grant update (name, avatar_url, headline, bio, role, gender, skills, city, district,
  industry_experience, years_experience, past_experience, linkedin_url, github_url, website_url,
  interests, working_style, availability) on public.profiles to authenticated;

create policy profiles_read on public.profiles for select to authenticated using (true);
create policy profiles_insert_own on public.profiles for insert to authenticated
  with check (uid = (select auth.uid()));
create policy profiles_update_own on public.profiles for update to authenticated
  using (uid = (select auth.uid())) with check (uid = (select auth.uid()));

-- contacts: the owner only.
grant select, insert (uid, email, phone), update (email, phone) on public.contacts to authenticated;
create policy contacts_read_own on public.contacts for select to authenticated using (uid = (select auth.uid()));
create policy contacts_insert_own on public.contacts for insert to authenticated with check (uid = (select auth.uid()));
create policy contacts_update_own on public.contacts for update to authenticated
  using (uid = (select auth.uid())) with check (uid = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- projects: members read all; a member creates only their own (id = own id); the owner or an
-- admin edits; only admins delete (applications go with it).
-- ---------------------------------------------------------------------------------------------
grant select, delete on public.projects to authenticated;
grant insert (id, project_name, headline, description, stage, partners_wanted, skills_required) on public.projects to authenticated;
grant update (project_name, headline, description, stage, partners_wanted, skills_required) on public.projects to authenticated;

create policy projects_read on public.projects for select to authenticated using (true);
create policy projects_insert_own on public.projects for insert to authenticated with check (id = (select auth.uid()));
create policy projects_update_owner_or_admin on public.projects for update to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()))
  with check (id = (select auth.uid()) or (select public.is_admin()));
create policy projects_delete_admin on public.projects for delete to authenticated using ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- applications: the applicant and the project's owner read; a member applies for themselves,
-- never to their own project, once (primary key); only the owner decides (status only).
-- ---------------------------------------------------------------------------------------------
grant select on public.applications to authenticated;
grant insert (project_id, applicant_id) on public.applications to authenticated;
grant update (status) on public.applications to authenticated;

create policy applications_read on public.applications for select to authenticated
  using (applicant_id = (select auth.uid()) or project_id = (select auth.uid()));
create policy applications_apply on public.applications for insert to authenticated
  with check (applicant_id = (select auth.uid()) and project_id <> (select auth.uid()));
create policy applications_decide_owner on public.applications for update to authenticated
  using (project_id = (select auth.uid())) with check (project_id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- chat: only the two members of a chat read it; a member sends as themselves to someone else.
-- Summaries and notifications are read by their member and written only by the backend.
-- ---------------------------------------------------------------------------------------------
grant select on public.chat_messages to authenticated;
grant insert (sender_id, receiver_id, text) on public.chat_messages to authenticated;
create policy chat_messages_read_members on public.chat_messages for select to authenticated
  using (sender_id = (select auth.uid()) or receiver_id = (select auth.uid()));
create policy chat_messages_send on public.chat_messages for insert to authenticated
  with check (sender_id = (select auth.uid()) and receiver_id <> (select auth.uid()));

grant select on public.chat_summaries to authenticated;
create policy chat_summaries_read_own on public.chat_summaries for select to authenticated
  using (owner_id = (select auth.uid()));

grant select on public.notifications to authenticated;
create policy notifications_read_own on public.notifications for select to authenticated
  using (user_id = (select auth.uid()));

-- ---------------------------------------------------------------------------------------------
-- content: banners and resources are read by everyone, visitors included (Resources is a
-- public page; banner images are public anyway); admins write.
-- ---------------------------------------------------------------------------------------------
grant select on public.banners to anon, authenticated;
grant insert (title, link_url, image_url, sort_order), update (title, link_url, image_url, sort_order), delete
  on public.banners to authenticated;
create policy banners_read on public.banners for select to anon, authenticated using (true);
create policy banners_insert_admin on public.banners for insert to authenticated with check ((select public.is_admin()));
create policy banners_update_admin on public.banners for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy banners_delete_admin on public.banners for delete to authenticated using ((select public.is_admin()));

grant select on public.resources to anon, authenticated;
grant insert (title, description, image_url, official_url, category, district),
  update (title, description, image_url, official_url, category, district), delete
  on public.resources to authenticated;
create policy resources_read on public.resources for select to anon, authenticated using (true);
create policy resources_insert_admin on public.resources for insert to authenticated with check ((select public.is_admin()));
create policy resources_update_admin on public.resources for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy resources_delete_admin on public.resources for delete to authenticated using ((select public.is_admin()));

-- ---------------------------------------------------------------------------------------------
-- questionnaire: members read the questionnaire and questions; admins write them. A member
-- submits for themselves (at most 2, enforced by app.submissions_before) and reads their own
-- submissions; results are read by their member or an admin, written only by the backend.
-- ---------------------------------------------------------------------------------------------
grant select on public.questionnaires to authenticated;
grant insert (title, description, is_active), update (title, description, is_active), delete on public.questionnaires to authenticated;
create policy questionnaires_read on public.questionnaires for select to authenticated using (true);
create policy questionnaires_insert_admin on public.questionnaires for insert to authenticated with check ((select public.is_admin()));
create policy questionnaires_update_admin on public.questionnaires for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy questionnaires_delete_admin on public.questionnaires for delete to authenticated using ((select public.is_admin()));

grant select on public.questions to authenticated;
grant insert (questionnaire_id, part, sort_order, text, type, options),
  update (questionnaire_id, part, sort_order, text, type, options), delete on public.questions to authenticated;
create policy questions_read on public.questions for select to authenticated using (true);
create policy questions_insert_admin on public.questions for insert to authenticated with check ((select public.is_admin()));
create policy questions_update_admin on public.questions for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy questions_delete_admin on public.questions for delete to authenticated using ((select public.is_admin()));

grant select on public.submissions to authenticated;
grant insert (user_id, questionnaire_id, answers) on public.submissions to authenticated;
create policy submissions_read_own on public.submissions for select to authenticated using (user_id = (select auth.uid()));
create policy submissions_insert_own on public.submissions for insert to authenticated with check (user_id = (select auth.uid()));

grant select on public.questionnaire_results to authenticated;
create policy results_read_own_or_admin on public.questionnaire_results for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));

-- feedback: no API role reads or writes it; the edge function stores with the service role.
