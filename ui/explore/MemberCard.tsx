import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { LIMITS } from '../../core/constants';
import type { UserProfile } from '../../core/domain';
import { Avatar } from '../components/Avatar';
import { Badge } from '../components/Badge';
import { ButtonLink } from '../components/Button';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { displayName, roleLabel } from '../texts';
import { Chip, ChipList, MutedText } from './cardParts';

const LastWithMore = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 100%;
`;
import { InactiveMark } from '../matching/LastActive';
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

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Identity = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const Name = styled.h2`
  font-size: ${({ theme }) => theme.typography.size.lg};
  overflow-wrap: anywhere;
`;

const RoleBadge = styled(Badge)`
  white-space: normal;
`;

const Headline = styled.p<{ $muted: boolean }>`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  color: ${({ theme, $muted }) => ($muted ? theme.colors.textMuted : theme.colors.text)};

  ${({ theme }) => theme.media.tablet} {
    min-height: calc(2 * 1.7em);
  }
`;

const Place = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Pin = styled.span`
  flex: none;
  width: 10px;
  height: 10px;
  border: 2px solid currentColor;
  border-radius: 50% 50% 50% 0;
  transform: rotate(-45deg);
  margin-inline: 2px 4px;
`;

const Bottom = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};
`;

export interface MemberCardProps {
  member: UserProfile;
  /** Shown above the button: a recommended member's reasons and last active time. */
  children?: ReactNode;
}

/**
 * A member on Explore partners (spec 2): avatar (initial fallback), name (未命名), headline,
 * role (角色未定), city, the first 3 skills then "...", and 查看個人檔案. Everything shows as text.
 * A member inactive for 90 days carries the quiet mark 最近較少上線.
 */
export function MemberCard({ member, children }: MemberCardProps) {
  const nameId = `member-${useId().replace(/:/g, '')}`;
  const t = exploreTexts.memberCard;
  const name = displayName(member.name);
  const skills = Array.isArray(member.skills)
    ? member.skills.filter((s) => typeof s === 'string' && s.trim() !== '')
    : [];
  const shown = skills.slice(0, LIMITS.SKILLS_ON_CARD);
  const hidden = skills.length - shown.length;
  const headline = (member.headline ?? '').trim();
  const city = (member.address?.city ?? '').trim();

  return (
    <Article aria-labelledby={nameId} tabIndex={-1} data-card-focus="">
      <Top>
        <Avatar src={member.avatarUrl} name={member.name} size={64} decorative />
        <Identity>
          <Name id={nameId}>{name}</Name>
          <RoleBadge $tone="primary">
            <VisuallyHidden>{t.role}：</VisuallyHidden>
            {roleLabel(member.role)}
          </RoleBadge>
        </Identity>
      </Top>
      <Headline $muted={headline === ''}>{headline || t.noHeadline}</Headline>
      <Place>
        <Pin aria-hidden="true" />
        <VisuallyHidden>{t.location}：</VisuallyHidden>
        {city || t.noCity}
      </Place>
      <InactiveMark at={member.lastActiveAt} />
      {shown.length > 0 ? (
        <ChipList aria-label={t.skills}>
          {shown.map((skill, i) =>
            hidden > 0 && i === shown.length - 1 ? (
              // The "..." keeps to the last skill: alone on a line of its own it reads as a stray mark.
              <LastWithMore key={`${skill}-${i}`}>
                <Chip as="span">{skill}</Chip>
                <span aria-hidden="true">{t.more}</span>
                <VisuallyHidden>{t.moreSkills(hidden)}</VisuallyHidden>
              </LastWithMore>
            ) : (
              <Chip key={`${skill}-${i}`}>{skill}</Chip>
            ),
          )}
        </ChipList>
      ) : (
        <MutedText>{t.noSkills}</MutedText>
      )}
      {children}
      <Bottom>
        <ButtonLink to={`/profile/${encodeURIComponent(member.uid)}`} variant="secondary" fullWidth>
          {t.viewProfile}
          <VisuallyHidden>{t.viewProfileOf(name)}</VisuallyHidden>
        </ButtonLink>
      </Bottom>
    </Article>
  );
}
