import { useId } from 'react';
import { styled } from 'styled-components';
import type { Project } from '../../core/domain';
import { PARTNER_ROLES } from '../../core/domain';
import { Avatar } from '../components/Avatar';
import { Badge } from '../components/Badge';
import { ButtonLink } from '../components/Button';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { displayName, enumLabel, texts } from '../texts';
import { Chip, ChipList, MutedText } from './cardParts';
import { exploreTexts } from './texts';

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-top: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: box-shadow ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Name = styled.h2`
  font-size: ${({ theme }) => theme.typography.size.lg};
  overflow-wrap: anywhere;
`;

const Headline = styled.p<{ $muted: boolean }>`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  overflow: hidden;
  color: ${({ theme, $muted }) => ($muted ? theme.colors.textMuted : theme.colors.text)};
`;

const Facts = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

const Fact = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const Term = styled.dt`
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Detail = styled.dd`
  margin: 0;
  min-width: 0;
`;

const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
`;

const Owner = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const OwnerName = styled.span`
  overflow: hidden;
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export interface ProjectCardProps {
  project: Project;
}

/**
 * A project on Explore projects (spec 2): name, headline, stage, partners wanted, skills
 * required, the owner's avatar and name, and 查看詳情. Everything shows as text.
 */
export function ProjectCard({ project }: ProjectCardProps) {
  const titleId = `project-${useId().replace(/:/g, '')}`;
  const t = exploreTexts.projectCard;
  const name = (project.projectName ?? '').trim() || t.unnamedProject;
  const headline = (project.headline ?? '').trim();
  const wanted = PARTNER_ROLES.filter((r) => (project.partnersWanted ?? []).includes(r));
  const skills = (project.skillsRequired ?? []).filter((s) => typeof s === 'string' && s.trim() !== '');
  const stage = enumLabel(texts.enums.stage, project.stage, '');

  return (
    <Article aria-labelledby={titleId} tabIndex={-1} data-card-focus="">
      {stage ? (
        <div>
          <Badge $tone="accent">
            <VisuallyHidden>{t.stage}：</VisuallyHidden>
            {stage}
          </Badge>
        </div>
      ) : null}
      <Name id={titleId}>{name}</Name>
      <Headline $muted={headline === ''}>{headline || t.noHeadline}</Headline>
      <Facts>
        <Fact>
          <Term>{t.partnersWanted}</Term>
          <Detail>
            {wanted.length > 0 ? (
              <Badges>
                {wanted.map((role) => (
                  <li key={role}>
                    <Badge $tone="primary">{texts.enums.partnerType[role]}</Badge>
                  </li>
                ))}
              </Badges>
            ) : (
              <MutedText>{t.noPartners}</MutedText>
            )}
          </Detail>
        </Fact>
        <Fact>
          <Term>{t.skillsRequired}</Term>
          <Detail>
            {skills.length > 0 ? (
              <ChipList>
                {skills.map((skill, i) => (
                  <Chip key={`${skill}-${i}`}>{skill}</Chip>
                ))}
              </ChipList>
            ) : (
              <MutedText>{t.noSkills}</MutedText>
            )}
          </Detail>
        </Fact>
      </Facts>
      <Footer>
        <Owner>
          <Avatar src={project.ownerAvatar} name={project.ownerName} size={32} decorative />
          <VisuallyHidden>{t.owner}：</VisuallyHidden>
          <OwnerName>{displayName(project.ownerName)}</OwnerName>
        </Owner>
        <ButtonLink to={`/project/${encodeURIComponent(project.id)}`} variant="secondary" size="sm">
          {t.viewDetails}
          <VisuallyHidden>{t.viewDetailsOf(name)}</VisuallyHidden>
        </ButtonLink>
      </Footer>
    </Article>
  );
}
