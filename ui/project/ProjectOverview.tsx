import { styled } from 'styled-components';
import type { Project } from '../../core/domain';
import { Badge } from '../components/Badge';
import { PageTitle } from '../components/PageContainer';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { enumLabel, texts } from '../texts';
import { Chip, ChipList } from './Chips';
import { dateLabel } from '../../core/time';
import { isoOf } from '../components/isoOf';
import { DetailCard } from './DetailCard';
import { projectTexts } from './texts';

const HeaderCard = styled(DetailCard)`
  gap: ${({ theme }) => theme.space.sm};
`;

const Title = styled(PageTitle)`
  font-size: ${({ theme }) => theme.typography.size.xxl};
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.typography.size.display};
  }
`;

const Headline = styled.p`
  font-size: ${({ theme }) => theme.typography.size.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StageBadge = styled(Badge)`
  font-size: ${({ theme }) => theme.typography.size.sm};
  padding: 4px 12px;
`;

/** Name (the page's h1), headline, stage tag and publishing date. */
export function ProjectHeader({ project }: { project: Project }) {
  const t = projectTexts;
  return (
    <HeaderCard as="header">
      <Meta>
        <StageBadge $tone="primary">
          <VisuallyHidden>{t.stageLabel}：</VisuallyHidden>
          {enumLabel(texts.enums.stage, project.stage, project.stage)}
        </StageBadge>
        <time dateTime={isoOf(project.createdAt)}>{t.publishedOn(dateLabel(project.createdAt))}</time>
      </Meta>
      <Title documentTitle={project.projectName}>{project.projectName}</Title>
      {project.headline ? <Headline>{project.headline}</Headline> : null}
    </HeaderCard>
  );
}

const Section = styled(DetailCard)`
  gap: ${({ theme }) => theme.space.lg};
`;

const Block = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const H2 = styled.h2`
  font-size: ${({ theme }) => theme.typography.size.xl};
`;

const H3 = styled.h3`
  font-size: ${({ theme }) => theme.typography.size.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Plain text, line breaks kept; never parsed as HTML. */
const Description = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Description and team needs (partners wanted, skills required). */
export function ProjectAbout({ project }: { project: Project }) {
  const t = projectTexts;
  return (
    <Section as="section" aria-labelledby="project-about-heading">
      <Block>
        <H2 id="project-about-heading">{t.aboutHeading}</H2>
        <Description>{project.description}</Description>
      </Block>
      <Block>
        <H2>{t.teamNeedsHeading}</H2>
        <H3>{t.partnersWanted}</H3>
        {project.partnersWanted.length > 0 ? (
          <ChipList aria-label={t.partnersWanted}>
            {project.partnersWanted.map((role) => (
              <Chip key={role} $tone="primary">
                {enumLabel(texts.enums.partnerType, role, role)}
              </Chip>
            ))}
          </ChipList>
        ) : (
          <Muted>{t.partnersWantedNone}</Muted>
        )}
        <H3>{t.skillsRequired}</H3>
        {project.skillsRequired.length > 0 ? (
          <ChipList aria-label={t.skillsRequired}>
            {project.skillsRequired.map((skill, index) => (
              <Chip key={`${skill}-${index}`}>{skill}</Chip>
            ))}
          </ChipList>
        ) : (
          <Muted>{t.skillsRequiredNone}</Muted>
        )}
      </Block>
    </Section>
  );
}
