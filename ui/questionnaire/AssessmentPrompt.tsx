import { useId } from 'react';
import { styled } from 'styled-components';
import { ButtonLink } from '../components/Button';
import { assessmentPromptTexts } from './texts/assessmentPrompt';

const t = assessmentPromptTexts;

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Lead = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  min-width: 0;
`;

const Icon = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-size: 22px;
  line-height: 1;
`;

const Copy = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.typography.size.lg};
  color: ${({ theme }) => theme.colors.text};
`;

const Body = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Action = styled.div`
  flex: none;

  ${({ theme }) => theme.media.phoneOnly} {
    & > a {
      width: 100%;
    }
  }
`;

export interface AssessmentPromptProps {
  /** Heading level of 你還沒有完成創業評測 (default 2). */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * Spec 4: "With no result yet, a 'not yet completed' prompt with a start link shows."
 * Show it when the member's profile.archetypeResult is null (own profile page, result page).
 */
export function AssessmentPrompt({ headingLevel = 2, className }: AssessmentPromptProps) {
  const titleId = useId();
  return (
    <Box className={className} aria-labelledby={titleId}>
      <Lead>
        <Icon aria-hidden="true">✦</Icon>
        <Copy>
          <Title id={titleId} as={headingLevel === 3 ? 'h3' : 'h2'}>
            {t.title}
          </Title>
          <Body>{t.body}</Body>
        </Copy>
      </Lead>
      <Action>
        <ButtonLink to="/questionnaire">{t.start}</ButtonLink>
      </Action>
    </Box>
  );
}
