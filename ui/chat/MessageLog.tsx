import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { styled, css } from 'styled-components';
import { messageTimeLabel } from '../../core/time';
import { ExternalLink } from '../components/ExternalLink';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { isoOf } from '../components/isoOf';
import { dayKey, dayLabel } from './chatDay';
import { messageParts } from './messageParts';
import type { ChatStore, TimelineEntry } from './ChatStore';
import { chatTexts } from './texts';
import { ReportButton } from '../reports/ReportButton';
import { reportButtonTexts } from '../reports/buttonTexts';

const t = chatTexts;

/** How close to the bottom (px) still counts as "reading the newest". */
const STICK_DISTANCE = 96;

const LogArea = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  min-height: 0;
`;

const Scroller = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.background};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} ${theme.space.lg}`};
  }
`;

const Day = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

const DayHeading = styled.h2`
  display: flex;
  justify-content: center;
  margin: ${({ theme }) => `${theme.space.xs} 0`};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};

  span {
    padding: 2px 12px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li<{ $own: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $own }) => ($own ? 'flex-end' : 'flex-start')};
  gap: 2px;
`;

const Bubble = styled.p<{ $own: boolean; $failed?: boolean; $sending?: boolean }>`
  max-width: min(80%, 560px);
  padding: 8px 14px;
  border-radius: 18px;
  line-height: 1.6;
  white-space: pre-wrap;
  overflow-wrap: anywhere;

  /* An address in the message: the bubble's own colour, underlined, on either side's bubble. */
  a {
    color: inherit;
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
  ${({ theme, $own }) =>
    $own
      ? css`
          border-end-end-radius: 6px;
          background: ${theme.colors.primary};
          color: ${theme.colors.textOnPrimary};
        `
      : css`
          border-end-start-radius: 6px;
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
          border: 1px solid ${theme.colors.divider};
        `}
  ${({ theme, $failed }) =>
    $failed
      ? css`
          background: ${theme.colors.dangerSoft};
          color: ${theme.colors.text};
          border: 1px solid ${theme.colors.danger};
        `
      : ''}
  ${({ $sending }) => ($sending ? 'opacity: 0.7;' : '')}
`;

const Meta = styled.div<{ $own: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: ${({ $own }) => ($own ? 'flex-end' : 'flex-start')};
  gap: ${({ theme }) => theme.space.xs};
  padding: 0 4px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.xs};
`;

const Failed = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const SmallButton = styled.button<{ $tone?: 'primary' | 'muted' }>`
  min-height: 44px;
  padding: 0 10px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme, $tone }) => ($tone === 'muted' ? theme.colors.textMuted : theme.colors.primary)};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  text-decoration: underline;
  text-underline-offset: 0.2em;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Empty = styled.p`
  margin: ${({ theme }) => `${theme.space.xl} auto`};
  max-width: 28em;
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const JumpButton = styled.button`
  position: absolute;
  bottom: ${({ theme }) => theme.space.sm};
  left: 50%;
  transform: translateX(-50%);
  padding: 0 ${({ theme }) => theme.space.md};
  min-height: 44px;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textOnPrimary};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

interface DayGroup {
  key: string;
  label: string;
  entries: TimelineEntry[];
}

function timeOf(entry: TimelineEntry): number {
  return entry.kind === 'message' ? entry.message.timestamp : entry.outgoing.createdAt;
}

/** A message's text, its http(s) addresses opening in a new tab with a tap (./messageParts.ts). */
function MessageText({ text }: { text: string }) {
  return (
    <span>
      {messageParts(text).map((part, i) =>
        part.href ? (
          <ExternalLink key={i} href={part.href}>
            {part.text}
          </ExternalLink>
        ) : (
          part.text
        ),
      )}
    </span>
  );
}

function groupByDay(entries: TimelineEntry[], now: number): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const entry of entries) {
    const ts = timeOf(entry);
    const key = dayKey(ts);
    const last = groups[groups.length - 1];
    if (last && last.key === key) last.entries.push(entry);
    else groups.push({ key, label: dayLabel(ts, now), entries: [entry] });
  }
  return groups;
}

const Entry = observer(function Entry({
  entry,
  store,
  partnerName,
}: {
  entry: TimelineEntry;
  store: ChatStore;
  partnerName: string;
}) {
  if (entry.kind === 'message') {
    const { message, own } = entry;
    return (
      <Row $own={own}>
        <Bubble $own={own}>
          <VisuallyHidden>{t.saidBy(own ? t.you : partnerName)}</VisuallyHidden>
          <MessageText text={message.text} />
        </Bubble>
        <Meta $own={own}>
          <time dateTime={isoOf(message.timestamp)}>{messageTimeLabel(message.timestamp)}</time>
          {own ? null : (
            <ReportButton
              target={{ kind: 'message', id: message.id, chatId: message.chatId }}
              label={reportButtonTexts.messageButton}
              aria-label={reportButtonTexts.messageButtonLabel([...message.text].slice(0, 20).join(''))}
            />
          )}
        </Meta>
      </Row>
    );
  }
  const { outgoing } = entry;
  const failed = outgoing.state === 'failed';
  return (
    <Row $own data-outgoing={outgoing.state}>
      <Bubble $own $failed={failed} $sending={!failed}>
        <VisuallyHidden>{t.saidBy(t.you)}</VisuallyHidden>
        <MessageText text={outgoing.text} />
      </Bubble>
      <Meta $own>
        {failed ? (
          <>
            <Failed>{t.failed}</Failed>
            <SmallButton type="button" aria-label={t.resendLabel} onClick={() => store.resend(outgoing.key)}>
              {t.resend}
            </SmallButton>
            <SmallButton
              type="button"
              $tone="muted"
              aria-label={t.discardLabel}
              onClick={() => store.discard(outgoing.key)}
            >
              {t.discard}
            </SmallButton>
          </>
        ) : (
          <span>{t.sending}</span>
        )}
      </Meta>
    </Row>
  );
});

/**
 * The conversation (role=log: new messages are announced politely), grouped by day with a date
 * separator, own messages on the right. It follows the newest message while the person is at
 * the bottom (and always after they send); scrolled up, a 有新訊息 button appears instead.
 */
export const MessageLog = observer(function MessageLog({
  store,
  partnerName,
  now,
}: {
  store: ChatStore;
  partnerName: string;
  now: number;
}) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const stickRef = useRef(true);
  const [unseen, setUnseen] = useState(false);
  const timeline = store.timeline;
  const last = timeline[timeline.length - 1];
  const lastKey = last?.key ?? '';
  const lastIsMine = !last || last.kind === 'outgoing' || last.own;

  const scrollToEnd = () => {
    const el = scrollerRef.current;
    if (el) el.scrollTop = el.scrollHeight;
    stickRef.current = true;
    setUnseen(false);
  };

  useLayoutEffect(() => {
    const el = scrollerRef.current;
    if (!el) return;
    if (stickRef.current || lastIsMine) {
      el.scrollTop = el.scrollHeight;
      stickRef.current = true;
    } else {
      setUnseen(true);
    }
  }, [lastKey, lastIsMine, timeline.length]);

  // The scroller changes height (keyboard, rotating, the composer growing): stay at the bottom.
  useEffect(() => {
    const el = scrollerRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (stickRef.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const el = scrollerRef.current;
    if (!el) return;
    const atBottom = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_DISTANCE;
    stickRef.current = atBottom;
    if (atBottom) setUnseen(false);
  };

  const groups = groupByDay(timeline, now);

  return (
    <LogArea>
      <Scroller ref={scrollerRef} role="log" aria-label={t.logLabel(partnerName)} tabIndex={0} onScroll={onScroll}>
        {groups.length === 0 ? <Empty>{store.canSend ? t.empty(partnerName) : t.emptyClosed}</Empty> : null}
        {groups.map((group) => (
          <Day key={group.key} aria-labelledby={`day-${group.key}`}>
            <DayHeading id={`day-${group.key}`}>
              <span>{group.label}</span>
            </DayHeading>
            <List>
              {group.entries.map((entry) => (
                <Entry key={entry.key} entry={entry} store={store} partnerName={partnerName} />
              ))}
            </List>
          </Day>
        ))}
      </Scroller>
      {unseen ? (
        <JumpButton type="button" onClick={scrollToEnd}>
          <span aria-hidden="true">↓ </span>
          {t.newMessages}
        </JumpButton>
      ) : null}
    </LogArea>
  );
});
