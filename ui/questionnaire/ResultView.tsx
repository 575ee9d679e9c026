import { useId } from 'react';
import { styled } from 'styled-components';
import type { QuestionnaireResult } from '../../core/domain';
import { Button, ButtonLink } from '../components/Button';
import { Card } from '../components/Card';
import { Eyebrow, PageTitle } from '../components/PageContainer';
import { DimensionBars } from './DimensionBars';
import type { RetakeState } from './ResultStore';
import { ScoreRing } from './ScoreRing';
import { resultTexts } from './texts/result';
import { archetypeTexts } from './texts/archetypes';

const t = resultTexts;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) 380px;
    grid-template-areas:
      'hero hero'
      'main side'
      'next next';
    align-items: start;
  }
`;

const Hero = styled(Card)`
  flex-direction: column-reverse;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  text-align: center;
  background: ${({ theme }) => theme.colors.primarySoft};
  border-color: ${({ theme }) => theme.colors.divider};

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    justify-content: space-between;
    text-align: start;
    padding: ${({ theme }) => theme.space.xl};
  }

  ${({ theme }) => theme.media.desktop} {
    grid-area: hero;
  }
`;

const Score = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  flex: none;
`;

/** Says, beside the ring, that the total is scored on its own: it is not the dimensions' average. */
const ScoreNote = styled.p`
  max-width: 16rem;
  text-align: center;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const HeroText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Tagline = styled.p`
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme }) => theme.colors.primaryHover};
`;

const PartnerHint = styled.p`
  max-width: 52ch;
  color: ${({ theme }) => theme.colors.text};
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;

  ${({ theme }) => theme.media.desktop} {
    grid-area: main;
  }
`;

const Side = styled.div`
  min-width: 0;

  ${({ theme }) => theme.media.desktop} {
    grid-area: side;
  }
`;

const Next = styled(Card)`
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.desktop} {
    grid-area: next;
  }
`;

const SectionHeading = styled.h2`
  font-size: ${({ theme }) => theme.typography.size.xl};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const AdviceList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    position: relative;
    padding-inline-start: 28px;
  }

  li::before {
    content: '';
    position: absolute;
    inset-inline-start: 4px;
    top: 0.55em;
    width: 12px;
    height: 12px;
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.accent};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
  }

  & > * {
    width: 100%;

    ${({ theme }) => theme.media.tablet} {
      width: auto;
    }
  }
`;

const RetakeHint = styled.p`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ResultViewProps {
  result: QuestionnaireResult;
  retake: RetakeState;
}

/** Total score, archetype, trait analysis, advice, the five dimensions and what to do next. */
export function ResultView({ result, retake }: ResultViewProps) {
  const id = useId();
  const archetype = archetypeTexts[result.archetype] ?? archetypeTexts.dreamer;
  const retakeHintId = `${id}-retake`;
  return (
    <Layout>
      <Hero>
        <HeroText>
          <Eyebrow>{t.eyebrow}</Eyebrow>
          <PageTitle documentTitle={t.documentTitle}>{archetype.title}</PageTitle>
          <Tagline>{archetype.tagline}</Tagline>
          <PartnerHint>{archetype.partnerHint}</PartnerHint>
        </HeroText>
        <Score>
          <ScoreRing score={result.overallScore} />
          <ScoreNote>{t.totalScoreNote}</ScoreNote>
        </Score>
      </Hero>

      <Main>
        <Card as="section" aria-labelledby={`${id}-analysis`}>
          <SectionHeading id={`${id}-analysis`}>{t.analysisHeading}</SectionHeading>
          <p>{archetype.analysis}</p>
        </Card>
        <Card as="section" aria-labelledby={`${id}-advice`}>
          <SectionHeading id={`${id}-advice`}>{t.adviceHeading}</SectionHeading>
          <AdviceList>
            {archetype.advice.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </AdviceList>
        </Card>
      </Main>

      <Side>
        <Card as="section" aria-labelledby={`${id}-dimensions`}>
          <SectionHeading id={`${id}-dimensions`}>{t.dimensionsHeading}</SectionHeading>
          <Muted>{t.dimensionsHint}</Muted>
          <DimensionBars scores={result.dimensionScores} />
        </Card>
      </Side>

      <Next as="section" aria-labelledby={`${id}-next`}>
        <div>
          <SectionHeading id={`${id}-next`}>{t.nextHeading}</SectionHeading>
          <p>{t.nextBody}</p>
        </div>
        <Actions>
          <ButtonLink to="/explore-partners">{t.findPartners}</ButtonLink>
          <ButtonLink to="/profile" variant="secondary">
            {t.backToProfile}
          </ButtonLink>
          {retake.allowed ? (
            <ButtonLink to="/questionnaire" variant="secondary" aria-describedby={retakeHintId}>
              {t.retake(retake.left)}
            </ButtonLink>
          ) : (
            <Button variant="secondary" disabled aria-describedby={retakeHintId}>
              {t.completed}
            </Button>
          )}
        </Actions>
        <RetakeHint id={retakeHintId}>{retake.allowed ? t.retakeHint : t.completedHint}</RetakeHint>
      </Next>
    </Layout>
  );
}
