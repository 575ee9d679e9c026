-- The assessment's answer key is the admins': a member who read the options' scores could pick
-- the answers for any archetype, and a questionnaire not yet published is a draft. The server
-- scores a submission (app.score_answers, from the questions table), so a member needs only the
-- published questions and the texts of their options. Members read them through
-- public.list_questions; the tables themselves answer them only about the published
-- questionnaire, and the questions only to admins, who edit them with their scores.
drop policy questionnaires_read on public.questionnaires;
create policy questionnaires_read on public.questionnaires for select to authenticated
  using (is_active or (select public.is_admin()));

drop policy questions_read on public.questions;
create policy questions_read on public.questions for select to authenticated
  using ((select public.is_admin()));

-- A questionnaire's questions in the order the questionnaire shows them (part, then order). An
-- admin gets every questionnaire's, with the scores; a member only the published one's, each
-- option reduced to its text.
create or replace function public.list_questions(p_questionnaire_id uuid)
returns setof public.questions language plpgsql stable security definer set search_path = '' as $$
declare
  admin boolean := public.is_admin();
begin
  if auth.uid() is null then
    raise exception 'sign-in required' using errcode = 'CF401';
  end if;
  return query
    select q.id, q.questionnaire_id, q.part, q.sort_order, q.text, q.type,
           case when admin then q.options
                else coalesce((select jsonb_agg(jsonb_build_object('text', o.value -> 'text') order by o.ordinality)
                                 from jsonb_array_elements(q.options) with ordinality o), '[]'::jsonb)
           end,
           q.created_at
      from public.questions q
      join public.questionnaires qn on qn.id = q.questionnaire_id
     where q.questionnaire_id = p_questionnaire_id and (admin or qn.is_active)
     order by q.part, q.sort_order, q.id;
end
$$;
revoke all on function public.list_questions(uuid) from public, anon;
grant execute on function public.list_questions(uuid) to authenticated;
