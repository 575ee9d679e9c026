import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { styled, keyframes } from 'styled-components';
import { Button, ButtonLink } from '../components/Button';
import { InlineNotice } from '../components/ErrorBox';
import { Spinner } from '../components/Spinner';
import type { QuestionnaireStore } from './QuestionnaireStore';
import { questionnaireTexts } from './texts/questionnaire';

const t = questionnaireTexts;

const pulse = keyframes`
  0%, 100% { transform: scale(1); opacity: 1; }
  50% { transform: scale(1.06); opacity: 0.85; }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Orb = styled.div`
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  animation: ${pulse} 1.6s ease-in-out infinite;

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

const WarnOrb = styled(Orb)`
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  font-size: 32px;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  animation: none;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.typography.size.xl};
  color: ${({ theme }) => theme.colors.text};

  &:focus-visible {
    outline-offset: 4px;
  }
`;

const Body = styled.p`
  max-width: 44ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;

  ${({ theme }) => theme.media.phoneOnly} {
    flex-direction: column;

    & > * {
      width: 100%;
    }
  }
`;

/** Brings the panel into view and focuses its heading when it appears: the button pressed is gone. */
function useFocusOnMount() {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const el = ref.current;
    el?.scrollIntoView?.({ block: 'center' });
    el?.focus({ preventScroll: true });
  }, []);
  return ref;
}

/** The visible waiting state while the backend scores the answers (announced politely). */
export function WaitingPanel() {
  const titleRef = useFocusOnMount();
  return (
    <Panel role="status" aria-live="polite" data-testid="questionnaire-waiting">
      <Orb aria-hidden="true">
        <Spinner $size={28} />
      </Orb>
      <Title ref={titleRef} tabIndex={-1}>
        {t.waiting.title}
      </Title>
      <Body>{t.waiting.hint}</Body>
    </Panel>
  );
}

/** The answers are in but the result is late: check again, or wait for it to arrive. */
export const TimeoutPanel = observer(function TimeoutPanel({ store }: { store: QuestionnaireStore }) {
  const titleRef = useFocusOnMount();
  return (
    <Panel role="alert">
      <WarnOrb aria-hidden="true">!</WarnOrb>
      <Title ref={titleRef} tabIndex={-1}>
        {t.timeout.title}
      </Title>
      <Body>{t.timeout.body}</Body>
      {store.timeoutNotice ? <InlineNotice tone="warning">{store.timeoutNotice}</InlineNotice> : null}
      <Actions>
        <Button onClick={() => void store.checkAgain()} loading={store.checkingAgain} loadingText={t.timeout.checking}>
          {t.timeout.checkAgain}
        </Button>
        <ButtonLink to="/profile" variant="secondary">
          {t.timeout.backToProfile}
        </ButtonLink>
      </Actions>
    </Panel>
  );
});
