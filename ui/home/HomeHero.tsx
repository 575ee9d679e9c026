import { useId } from 'react';
import { styled } from 'styled-components';
import { ROLES } from '../../core/domain';
import { ButtonLink } from '../components/Button';
import { texts } from '../texts';
import { homeTexts } from './texts';

const t = homeTexts;

const Hero = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.primarySoft} 0%,
    ${({ theme }) => theme.colors.surface} 55%,
    ${({ theme }) => theme.colors.accentSoft} 100%
  );
  border: 1px solid ${({ theme }) => theme.colors.divider};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.xxl}`};
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1.4fr) minmax(0, 1fr);
    align-items: center;
  }
`;

const HeroText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Eyebrow = styled.p`
  align-self: flex-start;
  padding: 2px 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  border: 1px solid ${({ theme }) => theme.colors.primarySoft};
`;

const Greeting = styled.p`
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  color: ${({ theme }) => theme.colors.primary};
  overflow-wrap: anywhere;
`;

const HeroTitle = styled.h1`
  font-size: ${({ theme }) => theme.typography.size.xxl};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};

  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.typography.size.display};
  }

  ${({ theme }) => theme.media.desktop} {
    font-size: 2.75rem;
  }
`;

const Lead = styled.p`
  max-width: 36em;
  font-size: ${({ theme }) => theme.typography.size.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
`;

const Roles = styled.ul`
  display: none;
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.desktop} {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const RoleItem = styled.li<{ $offset: number }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-inline-start: ${({ $offset }) => `${$offset * 28}px`};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const RoleIcon = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.textOnPrimary};
`;

/**
 * Home's hero (spec 2 Home): a greeting, what the platform is for, the ways to the explore pages
 * and, on a desktop, the three roles. The page and its skeleton both show it, so the page takes
 * the prerendered hero's place without moving it. `name` is the member's, null when unknown (the
 * skeleton, before the session is read): the greeting then names no one, on a line as tall.
 */
export function HomeHero({ name }: { name: string | null }) {
  const titleId = useId();
  return (
    <Hero aria-labelledby={titleId}>
      <HeroText>
        <Eyebrow>{t.heroEyebrow}</Eyebrow>
        <Greeting>{t.heroGreeting(name)}</Greeting>
        <HeroTitle id={titleId}>{t.heroTitle}</HeroTitle>
        <Lead>{t.heroLead}</Lead>
        <HeroActions>
          <ButtonLink to="/explore-partners" size="lg">
            {t.explorePartners}
          </ButtonLink>
          <ButtonLink to="/explore-projects" size="lg" variant="secondary">
            {t.exploreProjects}
          </ButtonLink>
        </HeroActions>
      </HeroText>
      <Roles aria-hidden="true">
        {ROLES.map((role, i) => (
          <RoleItem key={role} $offset={i}>
            <RoleIcon>{t.roleInitial[role]}</RoleIcon>
            {texts.enums.role[role]}
          </RoleItem>
        ))}
      </Roles>
    </Hero>
  );
}
