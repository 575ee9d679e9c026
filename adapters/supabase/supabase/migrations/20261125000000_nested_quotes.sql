-- Notification texts quote a message or a project name in 「」; quotes inside it become the
-- other kind (「」 <-> 『』), as Taiwan writes a quotation inside a quotation, so a name like
-- 「食」在好 reads 「『食』在好」, never 「「食」在好」 (core/notifications/notificationTexts.ts quoted()).

create or replace function app.quoted(value text)
returns text language sql immutable parallel safe set search_path = '' as $$
  select '「' || translate(coalesce(value, ''), '「」『』', '『』「」') || '」'
$$;

create or replace function app.chat_notification_text(sender_name text, message text, unread_in_chat integer default 1)
returns text language sql immutable parallel safe set search_path = '' as $$
  select case when coalesce(unread_in_chat, 1) > 1
    then app.member_name(sender_name) || ' 傳了 ' || unread_in_chat::text || ' 則訊息給你，最新一則：' || app.quoted(app.preview_text(message))
    else app.member_name(sender_name) || ' 傳了訊息給你：' || app.quoted(app.preview_text(message))
  end
$$;

create or replace function app.application_notification_text(applicant_name text, project_name text)
returns text language sql immutable parallel safe set search_path = '' as $$
  select app.member_name(applicant_name) || ' 申請加入你的專案' || app.quoted(app.js_trim(project_name))
$$;

create or replace function app.decision_notification_text(project_name text, status text)
returns text language sql immutable parallel safe set search_path = '' as $$
  select case when status = 'accepted'
    then '恭喜！專案' || app.quoted(app.js_trim(project_name)) || '已接受你的加入申請'
    else '很抱歉，專案' || app.quoted(app.js_trim(project_name)) || '已婉拒你的加入申請'
  end
$$;

-- As for every function of schema app (20261120000200_security.sql): nothing for clients.
revoke all on function app.quoted(text) from public, anon, authenticated;
