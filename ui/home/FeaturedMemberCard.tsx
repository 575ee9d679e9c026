import { styled } from 'styled-components';
import { LIMITS } from '../../core/constants';
import type { UserProfile } from '../../core/domain';
import { Avatar } from '../components/Avatar';
import { Badge } from '../components/Badge';
import { InactiveMark } from '../matching/LastActive';
import { displayName, roleLabel } from '../texts';
import { homeTexts } from './texts';
import { Link } from '../components/Link';

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
  min-width: 0;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition:
    box-shadow ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing},
    transform ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
    transform: translateY(-2px);
  }

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;

    &:hover {
      transform: none;
    }
  }
`;

const Name = styled.h3`
  max-width: 100%;
  font-size: ${({ theme }) => theme.typography.size.lg};
  overflow-wrap: anywhere;

  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;

    /* The whole card is the link's target area. */
    &::after {
      content: '';
      position: absolute;
      inset: 0;
      border-radius: inherit;
    }

    &:focus-visible {
      outline: none;
    }
  }
`;

const Headline = styled.p`
  max-width: 100%;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
`;

const City = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Skills = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs};
  max-width: 100%;
  margin: auto 0 0;
  padding: ${({ theme }) => theme.space.xs} 0 0;
  list-style: none;

  li {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const More = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A featured member on Home: avatar, name (the link to /profile/{uid}), role, headline, city,
 * the quiet mark of an inactive member, 3 skills.
 */
export function FeaturedMemberCard({ member }: { member: UserProfile }) {
  const name = displayName(member.name);
  const skills = member.skills.slice(0, LIMITS.SKILLS_ON_CARD);
  return (
    <Card>
      <Avatar src={member.avatarUrl} name={member.name} size={72} decorative />
      <Name>
        <Link to={`/profile/${encodeURIComponent(member.uid)}`} aria-label={homeTexts.viewProfileOf(name)}>
          {name}
        </Link>
      </Name>
      <Badge $tone="primary">{roleLabel(member.role)}</Badge>
      {member.headline.trim() ? <Headline>{member.headline}</Headline> : null}
      {member.address.city ? <City>{member.address.city}</City> : null}
      <InactiveMark at={member.lastActiveAt} />
      {skills.length > 0 ? (
        <Skills aria-label={homeTexts.memberSkills}>
          {skills.map((s, i) => (
            <li key={`${s}-${i}`}>
              <Badge>{s}</Badge>
            </li>
          ))}
          {member.skills.length > skills.length ? (
            <li>
              <More aria-hidden="true">...</More>
            </li>
          ) : null}
        </Skills>
      ) : null}
    </Card>
  );
}
