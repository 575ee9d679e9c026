import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties, ReactNode, RefObject } from 'react';
import { styled } from 'styled-components';
import type { Uid } from '../../core/domain';
import { useUseCases } from '../hooks/UseCasesContext';
import { ButtonLink } from '../components/Button';
import { lazyPart } from '../components/lazyPart';
import { PartBoundary } from '../components/PartBoundary';
import { ErrorBox, InlineNotice } from '../components/ErrorBox';
import { LoadingState } from '../components/LoadingState';
import { PageContainer, useDocumentTitle } from '../components/PageContainer';
import { MinuteClock } from '../stores/MinuteClock';
import { displayName } from '../texts';
import { ChatHeader, DeletedPartnerHeader } from './ChatHeader';
import { ChatStore } from './ChatStore';
import { Composer } from './Composer';
import { MessageLog } from './MessageLog';
import { chatTexts } from './texts';

const t = chatTexts;

/**
 * The conversation fills the viewport below the site header (phones: edge to edge, the input
 * pinned at the bottom; wider screens: a framed column), so only the messages scroll.
 */
const Frame = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  height: calc(100vh - var(--chat-offset, 64px));
  height: calc(100dvh - var(--chat-offset, 64px));
  min-height: 360px;
  margin: 0 auto;
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.tablet} {
    max-width: 880px;
    margin: ${({ theme }) => theme.space.lg} auto;
    height: calc(100vh - var(--chat-offset, 64px) - 2 * ${({ theme }) => theme.space.lg});
    height: calc(100dvh - var(--chat-offset, 64px) - 2 * ${({ theme }) => theme.space.lg});
    border: 1px solid ${({ theme }) => theme.colors.divider};
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.sm};
    overflow: hidden;
  }
`;

const Centered = styled.div`
  flex: 1 1 auto;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.lg};
`;

const NoticeArea = styled.div`
  flex: none;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm} 0`};
  background: ${({ theme }) => theme.colors.surface};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg} 0`};
  }
`;

/** In place of the input when the partner deleted their account. */
const ClosedArea = styled.div`
  flex: none;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.divider};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  }
`;

const MessageCard = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => `${theme.space.xl} auto`};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  max-width: 520px;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};

  h1 {
    font-size: ${({ theme }) => theme.typography.size.xl};
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Blocking in the chat (./ChatBlockPart.tsx): its own chunk, fetched once the chat is up. */
const { Component: ChatBlockPart, prefetch: prefetchChatBlockPart } = lazyPart(
  () => import(/* webpackChunkName: "chat-blocks" */ './ChatBlockPart'),
  (m) => m.default,
);

/** Where the frame starts (px from the top of the document): the header's height and any margin. */
function useOffsetTop(ref: RefObject<HTMLElement | null>): number | null {
  const [offset, setOffset] = useState<number | null>(null);
  useLayoutEffect(() => {
    const measure = () => {
      const el = ref.current;
      if (!el) return;
      const styles = window.getComputedStyle(el);
      const marginTop = parseFloat(styles.marginTop) || 0;
      const top = el.getBoundingClientRect().top + window.scrollY - marginTop;
      setOffset(Math.max(0, Math.round(top)));
    };
    measure();
    // Measured again whenever the page's size changes: the window's, or the header's as it grows
    // and shrinks (a notice while the connection is down).
    if (typeof ResizeObserver === 'undefined') return;
    const pageResized = new ResizeObserver(measure);
    pageResized.observe(document.documentElement);
    return () => pageResized.disconnect();
  }, [ref]);
  return offset;
}

function Blocked({ title, hint, children }: { title: string; hint: string; children?: ReactNode }) {
  useDocumentTitle(t.title);
  return (
    <PageContainer $width="narrow">
      <MessageCard>
        <h1>{title}</h1>
        <p>{hint}</p>
        <Actions>
          <ButtonLink to="/explore-partners">{t.explorePartners}</ButtonLink>
          <ButtonLink to="/inbox" variant="secondary">
            {t.backToInbox}
          </ButtonLink>
        </Actions>
        {children}
      </MessageCard>
    </PageContainer>
  );
}

/**
 * /chat/:receiverId for one member and one partner (spec 2 Chat): the partner's header, the
 * live messages and the input; yourself or a member who does not exist gets a clear message.
 */
export const ChatScreen = observer(function ChatScreen({ myUid, otherId }: { myUid: Uid; otherId: Uid }) {
  const useCases = useUseCases();
  const [store] = useState(() => new ChatStore(useCases, myUid, otherId));
  const [clock] = useState(() => new MinuteClock());
  const frameRef = useRef<HTMLDivElement>(null);
  const offset = useOffsetTop(frameRef);

  useEffect(() => {
    store.start();
    clock.start();
    prefetchChatBlockPart();
    const onVisibleOrOnline = () => store.visibilityChanged();
    document.addEventListener('visibilitychange', onVisibleOrOnline);
    window.addEventListener('online', onVisibleOrOnline);
    return () => {
      document.removeEventListener('visibilitychange', onVisibleOrOnline);
      window.removeEventListener('online', onVisibleOrOnline);
      clock.stop();
      store.stop();
    };
  }, [store, clock]);

  const partnerName = store.partnerDeleted ? t.deletedMember : displayName(store.partner?.name);
  useDocumentTitle(store.partner || store.partnerDeleted ? t.documentTitle(partnerName) : t.title);

  if (store.status === 'self') return <Blocked title={t.selfChat} hint={t.selfChatHint} />;
  if (store.status === 'not-found') return <Blocked title={t.notFound} hint={t.notFoundHint} />;

  const blockPart = (slot: 'header' | 'footer') => (
    <PartBoundary name="blocking in the chat" fallback={null}>
      <ChatBlockPart store={store} partnerName={partnerName} slot={slot} />
    </PartBoundary>
  );

  const style = offset !== null ? ({ '--chat-offset': `${offset}px` } as CSSProperties) : undefined;

  if (store.status === 'error' && !store.partner) {
    return (
      <PageContainer $width="narrow">
        <MessageCard>
          <h1>{t.title}</h1>
          <ErrorBox onRetry={store.retry}>{store.loadError}</ErrorBox>
        </MessageCard>
      </PageContainer>
    );
  }

  return (
    <Frame ref={frameRef} style={style}>
      {store.partner ? (
        <ChatHeader partner={store.partner} action={blockPart('header')} />
      ) : store.partnerDeleted ? (
        <DeletedPartnerHeader />
      ) : null}
      {store.status === 'loading' ? (
        <Centered>
          <LoadingState label={t.loading} />
        </Centered>
      ) : store.status === 'error' ? (
        <Centered>
          <ErrorBox onRetry={store.retry}>{store.loadError}</ErrorBox>
        </Centered>
      ) : (
        <MessageLog store={store} partnerName={partnerName} now={clock.now} />
      )}
      {store.sendNotice || store.readNotice ? (
        <NoticeArea>
          {store.sendNotice ? <InlineNotice tone="warning">{store.sendNotice}</InlineNotice> : null}
          {store.readNotice ? <InlineNotice tone="warning">{store.readNotice}</InlineNotice> : null}
        </NoticeArea>
      ) : null}
      {store.partnerDeleted ? (
        <ClosedArea>
          <InlineNotice>{t.partnerDeleted}</InlineNotice>
        </ClosedArea>
      ) : store.blockState === 'none' ? (
        <Composer store={store} />
      ) : (
        blockPart('footer')
      )}
    </Frame>
  );
});
