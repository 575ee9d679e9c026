import { observer } from 'mobx-react-lite';
import { useId, useRef } from 'react';
import { styled } from 'styled-components';
import { Badge } from '../components/Badge';
import { Button } from '../components/Button';
import { ErrorBox, InlineNotice } from '../components/ErrorBox';
import { Link } from '../components/Link';
import { Eyebrow, PageLead, PageTitle } from '../components/PageContainer';
import { QuestionCard } from './QuestionCard';
import type { QuestionnaireStore } from './QuestionnaireStore';
import { questionnaireTexts } from './texts/questionnaire';

const t = questionnaireTexts;

const Intro = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};
`;

const Notices = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  & + & {
    margin-top: ${({ theme }) => theme.space.xxl};
  }
`;

const PartHeading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.size.xl};
  color: ${({ theme }) => theme.colors.text};

  &::after {
    content: '';
    flex: 1 1 auto;
    height: 1px;
    background: ${({ theme }) => theme.colors.divider};
  }
`;

const SubmitError = styled.div`
  margin-top: ${({ theme }) => theme.space.xl};
`;

/** Sticks to the bottom of the viewport while the questions scroll by. */
const Bar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 10;
  margin: ${({ theme }) => `${theme.space.xl} -${theme.space.md} 0`};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ${({ theme }) => theme.media.tablet} {
    margin: ${({ theme }) => `${theme.space.xl} 0 0`};
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
    border: 1px solid ${({ theme }) => theme.colors.divider};
    border-radius: ${({ theme }) => `${theme.radii.lg} ${theme.radii.lg} 0 0`};
  }
`;

const BarInner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    align-items: center;
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const ProgressBlock = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
`;

const ProgressRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => `0 ${theme.space.sm}`};
`;

const ProgressText = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  color: ${({ theme }) => theme.colors.text};
`;

const Hint = styled.span<{ $done: boolean }>`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.textMuted)};
`;

const Track = styled.div`
  height: 8px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
  transition: width ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
`;

const BarActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};

  & > button {
    flex: 1 1 auto;
  }

  ${({ theme }) => theme.media.tablet} {
    flex: none;

    & > button {
      flex: none;
    }
  }
`;

export interface QuestionnaireFormProps {
  store: QuestionnaireStore;
}

/** Title, description, the numbered questions by part, the progress and 完成評測. */
export const QuestionnaireForm = observer(function QuestionnaireForm({ store }: QuestionnaireFormProps) {
  const hintId = useId();
  const cards = useRef(new Map<string, HTMLDivElement>());
  const questionnaire = store.questionnaire;
  if (!questionnaire) return null;

  const percent = store.total > 0 ? Math.round((store.answeredCount / store.total) * 100) : 0;
  const progressText = t.form.progress(store.answeredCount, store.total);

  const jumpToUnanswered = () => {
    const id = store.firstUnansweredId;
    const card = id ? cards.current.get(id) : undefined;
    if (!card) return;
    card.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    card.querySelector<HTMLInputElement>('input[type="radio"]')?.focus({ preventScroll: true });
  };

  return (
    <>
      <Intro>
        <Eyebrow>{t.page.eyebrow}</Eyebrow>
        <PageTitle documentTitle={t.page.documentTitle}>{questionnaire.title}</PageTitle>
        {questionnaire.description ? <PageLead>{questionnaire.description}</PageLead> : null}
        <Meta>
          <Badge $tone="primary">{t.page.questionCount(store.total)}</Badge>
        </Meta>
        {store.isRetake || store.draftRestored ? (
          <Notices>
            {store.isRetake ? (
              <InlineNotice tone="warning">
                {t.page.retakeNote}
                {store.currentResultPath ? (
                  <>
                    {' '}
                    <Link to={store.currentResultPath}>{t.page.currentResult}</Link>
                  </>
                ) : null}
              </InlineNotice>
            ) : null}
            {store.draftRestored ? <InlineNotice>{t.page.draftRestored}</InlineNotice> : null}
          </Notices>
        ) : null}
      </Intro>

      {store.sections.map((section) => (
        <Section key={section.part} aria-labelledby={`${hintId}-part-${section.index}`}>
          <PartHeading id={`${hintId}-part-${section.index}`}>{t.form.part(section.index)}</PartHeading>
          {section.questions.map(({ question, number }) => (
            <QuestionCard
              key={question.id}
              ref={(el) => {
                if (el) cards.current.set(question.id, el);
                else cards.current.delete(question.id);
              }}
              question={question}
              number={number}
              chosen={store.chosen(question.id)}
              onChoose={store.choose}
            />
          ))}
        </Section>
      ))}

      {store.submitError ? (
        <SubmitError>
          <ErrorBox>{store.submitError}</ErrorBox>
        </SubmitError>
      ) : null}

      <Bar>
        <BarInner>
          <ProgressBlock>
            <ProgressRow>
              <ProgressText>{progressText}</ProgressText>
              <Hint id={hintId} $done={store.remaining === 0}>
                {store.remaining === 0 ? t.form.allAnswered : t.form.remaining(store.remaining)}
              </Hint>
            </ProgressRow>
            <Track
              role="progressbar"
              aria-label={t.form.progressLabel}
              aria-valuemin={0}
              aria-valuemax={store.total}
              aria-valuenow={store.answeredCount}
              aria-valuetext={progressText}
            >
              <Fill style={{ width: `${percent}%` }} />
            </Track>
          </ProgressBlock>
          <BarActions>
            {store.remaining > 0 ? (
              <Button variant="secondary" onClick={jumpToUnanswered}>
                {t.form.jumpToUnanswered}
              </Button>
            ) : null}
            <Button onClick={() => void store.submit()} disabled={!store.canFinish} aria-describedby={hintId}>
              {t.form.finish}
            </Button>
          </BarActions>
        </BarInner>
      </Bar>
    </>
  );
});
