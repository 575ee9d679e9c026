-- Blocks between members and the outreach limit (core/rules/blocks.ts, core/rules/outreach.ts).
--
-- A block is a row (blocker, blocked) that only the blocker writes or removes; the two members
-- each see it. While either member blocked the other, no message passes between them, and
-- neither appears in the other's member lists: public.hidden_member_ids() and
-- app.blocked_either_way(a, b) are the one lookup that lists, recommendations and triggers use.
--
-- A member starts at most LIMITS.OUTREACH_NEW_CHATS_PER_DAY (10) new conversations a Taiwan
-- day. A message opens a new conversation when neither member has written in it before; the
-- trigger counts it for the sender in public.outreach_days, which no client reads or writes.

create table public.blocks (
  blocker_id uuid not null default auth.uid() references public.profiles (uid) on delete cascade,
  blocked_id uuid not null references public.profiles (uid) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (blocker_id, blocked_id),
  constraint blocks_not_self check (blocker_id <> blocked_id)
);
create index blocks_blocked_idx on public.blocks (blocked_id, blocker_id);

create table public.outreach_days (
  member_id uuid not null references public.profiles (uid) on delete cascade,
  -- Days since 1970-01-01 in Taiwan (UTC+8), as core/rules/outreach.ts taiwanDayOf counts them.
  day integer not null,
  started integer not null default 0,
  primary key (member_id, day)
);

-- Whether either member blocked the other. Security definer: the trigger asks on behalf of a
-- sender who may not see the receiver's blocks of others.
create or replace function app.blocked_either_way(a uuid, b uuid)
returns boolean language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.blocks x
    where (x.blocker_id = a and x.blocked_id = b) or (x.blocker_id = b and x.blocked_id = a)
  )
$$;

create or replace function app.taiwan_day(t timestamptz)
returns integer language sql immutable set search_path = '' as $$
  select floor((extract(epoch from t) * 1000 + 8 * 3600 * 1000) / 86400000)::integer
$$;

-- The members a list leaves out for the signed-in member: those they blocked and those who
-- blocked them. Recommendations and explore lists filter with "uid <> all (...)".
create or replace function public.hidden_member_ids()
returns uuid[] language sql stable set search_path = '' as $$
  select coalesce(array_agg(h.uid), '{}') from (
    select x.blocked_id as uid from public.blocks x where x.blocker_id = auth.uid()
    union
    select x.blocker_id from public.blocks x where x.blocked_id = auth.uid()
  ) h
$$;

-- The signed-in member's own block list, newest first, with what the list shows of each member:
-- a JSON array of {uid, name, avatar_url, blocked_at}.
create or replace function public.my_blocks()
returns jsonb language sql stable set search_path = '' as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'uid', x.blocked_id, 'name', p.name, 'avatar_url', p.avatar_url, 'blocked_at', x.created_at)
    order by x.created_at desc, x.blocked_id desc), '[]'::jsonb)
  from public.blocks x join public.profiles p on p.uid = x.blocked_id
  where x.blocker_id = (select app.require_member())
$$;

-- Between the signed-in member and p_other: 'blocked-by-me', 'blocked-me' or 'none'.
create or replace function public.block_state_with(p_other uuid)
returns text language sql stable set search_path = '' as $$
  select case
    when exists (select 1 from public.blocks x where x.blocker_id = (select app.require_member()) and x.blocked_id = p_other)
      then 'blocked-by-me'
    when exists (select 1 from public.blocks x where x.blocker_id = p_other and x.blocked_id = auth.uid())
      then 'blocked-me'
    else 'none'
  end
$$;

-- Runs after chat_messages_before (triggers fire in name order), so both members' profile rows
-- are held: the check and the count see every earlier message between the two, and the
-- sender's count of the day is read and written by one transaction at a time.
create or replace function app.chat_messages_safety()
returns trigger language plpgsql security definer set search_path = '' as $$
declare
  v_day integer := app.taiwan_day(new.created_at);
  v_started integer;
begin
  if app.blocked_either_way(new.sender_id, new.receiver_id) then
    raise exception 'one of the two members blocked the other' using errcode = 'CF403';
  end if;
  if not exists (
    select 1 from public.chat_messages m
    where (m.sender_id = new.sender_id and m.receiver_id = new.receiver_id)
       or (m.sender_id = new.receiver_id and m.receiver_id = new.sender_id)
  ) then
    select o.started into v_started from public.outreach_days o where o.member_id = new.sender_id and o.day = v_day;
    if coalesce(v_started, 0) >= 10 then
      raise exception 'outreach-limit' using errcode = 'CF429';
    end if;
    insert into public.outreach_days as o (member_id, day, started) values (new.sender_id, v_day, 1)
    on conflict (member_id, day) do update set started = o.started + 1;
  end if;
  return new;
end
$$;

create trigger chat_messages_safety
  before insert on public.chat_messages
  for each row execute function app.chat_messages_safety();

create index chat_messages_pair_idx on public.chat_messages (sender_id, receiver_id);

revoke all on public.blocks, public.outreach_days from anon, authenticated;
revoke all on function app.blocked_either_way(uuid, uuid), app.taiwan_day(timestamptz), app.chat_messages_safety()
  from public, anon, authenticated;
revoke all on function public.hidden_member_ids(), public.my_blocks(), public.block_state_with(uuid)
  from public, anon;
grant execute on function public.hidden_member_ids(), public.my_blocks(), public.block_state_with(uuid) to authenticated;

alter table public.blocks enable row level security;
alter table public.outreach_days enable row level security;

grant select, delete on public.blocks to authenticated;
grant insert (blocked_id) on public.blocks to authenticated;
create policy blocks_read_either on public.blocks for select to authenticated
  using (blocker_id = (select auth.uid()) or blocked_id = (select auth.uid()));
create policy blocks_create_own on public.blocks for insert to authenticated
  with check (blocker_id = (select auth.uid()));
create policy blocks_remove_own on public.blocks for delete to authenticated
  using (blocker_id = (select auth.uid()));

alter publication supabase_realtime add table public.blocks;
