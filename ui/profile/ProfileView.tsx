import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import type { UserProfile } from '../../core/domain';
import { isLinkable } from '../../core/validation/url';
import { Avatar } from '../components/Avatar';
import { Badge } from '../components/Badge';
import { Button, ButtonLink } from '../components/Button';
import { ReportButton } from '../reports/ReportButton';
import { ExternalLink } from '../components/ExternalLink';
import { displayName, enumLabel, roleLabel, texts } from '../texts';
import { LastActive } from '../matching/LastActive';
import { profileTexts } from './texts';
import { Link } from '../components/Link';

const t = profileTexts;
const f = t.fields;

/* ---------- layout ---------- */

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const Hero = styled(Panel)`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  justify-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  background: linear-gradient(
    160deg,
    ${({ theme }) => theme.colors.primarySoft} 0%,
    ${({ theme }) => theme.colors.surface} 60%
  );

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: auto minmax(0, 1fr);
    justify-items: start;
    align-items: center;
    text-align: start;
    gap: ${({ theme }) => theme.space.xl};
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const HeroText = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  width: 100%;

  ${({ theme }) => theme.media.tablet} {
    align-items: flex-start;
  }
`;

const NameRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};

  ${({ theme }) => theme.media.tablet} {
    justify-content: flex-start;
  }
`;

const Name = styled.h1`
  font-size: ${({ theme }) => theme.typography.size.xxl};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  overflow-wrap: anywhere;

  ${({ theme }) => theme.media.tablet} {
    font-size: ${({ theme }) => theme.typography.size.display};
  }
`;

const Headline = styled.p<{ $empty?: boolean }>`
  font-size: ${({ theme }) => theme.typography.size.lg};
  color: ${({ theme, $empty }) => ($empty ? theme.colors.textMuted : theme.colors.text)};
  font-style: ${({ $empty }) => ($empty ? 'italic' : 'normal')};
  overflow-wrap: anywhere;
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  justify-content: center;

  ${({ theme }) => theme.media.tablet} {
    justify-content: flex-start;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
  width: 100%;

  > * {
    flex: 1 1 160px;
  }

  ${({ theme }) => theme.media.tablet} {
    justify-content: flex-start;

    > * {
      flex: 0 0 auto;
    }
  }
`;

const PanelTitle = styled.h2`
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

const Prose = styled.p<{ $empty?: boolean }>`
  white-space: pre-line;
  overflow-wrap: anywhere;
  color: ${({ theme, $empty }) => ($empty ? theme.colors.textMuted : theme.colors.text)};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin: 0;

  @media (min-width: 480px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Fact = styled.div<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  ${({ $wide }) => ($wide ? 'grid-column: 1 / -1;' : '')}

  dt {
    font-size: ${({ theme }) => theme.typography.size.sm};
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Empty = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const TagList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    max-width: 100%;
  }
`;

const Tag = styled.span`
  display: inline-block;
  max-width: 100%;
  padding: 4px 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.medium};
  overflow-wrap: anywhere;
`;

const LinkList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.touchTarget};
    overflow-wrap: anywhere;
  }
`;

const LinkLabel = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Inert = styled.span`
  overflow-wrap: anywhere;
`;

const Archetype = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs};

  strong {
    font-size: ${({ theme }) => theme.typography.size.xl};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const InlineLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.touchTarget};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

/* ---------- parts ---------- */

function Tags({ items, label }: { items: readonly string[]; label: string }) {
  const clean = items.filter((s) => typeof s === 'string' && s.trim() !== '');
  if (clean.length === 0) return <Empty>{t.noTags}</Empty>;
  return (
    <TagList aria-label={label}>
      {clean.map((s, i) => (
        <li key={`${s}-${i}`}>
          <Tag>{s}</Tag>
        </li>
      ))}
    </TagList>
  );
}

function FactRow({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Fact $wide={wide}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </Fact>
  );
}

function Value({ text }: { text: string | null | undefined }) {
  const v = typeof text === 'string' ? text.trim() : '';
  return v ? <>{v}</> : <Empty>{t.notFilled}</Empty>;
}

/** How a link shows: without the scheme and trailing slash. */
function prettyUrl(url: string): string {
  return url
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/\/$/, '');
}

export function regionText(city: string | undefined, district: string | undefined): string {
  return [city, district].filter((s) => typeof s === 'string' && s.trim() !== '').join(' ');
}

/* ---------- view ---------- */

export interface ProfileViewProps {
  profile: UserProfile;
  isOwner: boolean;
  /** The owner has a project: 編輯專案 instead of 發布專案. */
  hasProject: boolean;
  onEdit: () => void;
  /**
   * Another member's profile, for a signed-in visitor: the actions about them, given the
   * 傳送訊息 link to show where messaging is open (封鎖 closes it).
   */
  memberActions?: (sendMessage: ReactNode) => ReactNode;
}

/**
 * View mode (spec 2 Profile): avatar, name, headline, gender, region, bio, role, industry
 * experience, years, past experience, skills, external links, interests, working style,
 * availability and the assessment result, each with a fallback when empty. Everything a
 * member typed shows as text; only http(s) links become links.
 */
export function ProfileView({ profile, isOwner, hasProject, onEdit, memberActions }: ProfileViewProps) {
  const name = displayName(profile.name);
  const sendMessage = <ButtonLink to={`/chat/${encodeURIComponent(profile.uid)}`}>{t.sendMessage}</ButtonLink>;
  const region = regionText(profile.address?.city, profile.address?.district);
  const links = (
    [
      ['linkedinUrl', f.linkedinUrl],
      ['githubUrl', f.githubUrl],
      ['websiteUrl', f.websiteUrl],
    ] as const
  )
    .map(([key, label]) => ({ key, label, url: (profile[key] ?? '').trim() }))
    .filter((l) => l.url !== '');
  const archetype = profile.archetypeResult;

  return (
    <Layout>
      <Hero aria-label={t.documentTitleOf(name)}>
        <Avatar src={profile.avatarUrl} name={profile.name} size={120} />
        <HeroText>
          <NameRow>
            <Name>{name}</Name>
            {profile.isAdmin ? <Badge $tone="accent">{t.adminBadge}</Badge> : null}
          </NameRow>
          <Headline $empty={!profile.headline.trim()}>{profile.headline.trim() || t.headlineEmpty}</Headline>
          <Chips aria-label={t.basicsTitle}>
            <li>
              <Badge $tone="primary">{roleLabel(profile.role)}</Badge>
            </li>
            {region ? (
              <li>
                <Badge>{region}</Badge>
              </li>
            ) : null}
          </Chips>
          <LastActive at={profile.lastActiveAt} />
          <Actions aria-label={isOwner ? t.ownerActions : undefined} role={isOwner ? 'group' : undefined}>
            {isOwner ? (
              <>
                <Button onClick={onEdit}>{t.editProfile}</Button>
                {hasProject ? (
                  <>
                    {/* The project's page is where its applications are decided. */}
                    <ButtonLink to={`/project/${encodeURIComponent(profile.uid)}`} variant="secondary">
                      {t.myProject}
                    </ButtonLink>
                    <ButtonLink to={`/project/edit/${encodeURIComponent(profile.uid)}`} variant="secondary">
                      {t.editProject}
                    </ButtonLink>
                  </>
                ) : (
                  <ButtonLink to="/project/editor" variant="secondary">
                    {t.publishProject}
                  </ButtonLink>
                )}
                <ButtonLink to="/blocks" variant="ghost">
                  {t.blockList}
                </ButtonLink>
                <ButtonLink to="/my-data" variant="ghost">
                  {t.myData}
                </ButtonLink>
              </>
            ) : (
              <>
                {memberActions ? memberActions(sendMessage) : sendMessage}
                <ReportButton target={{ kind: 'member', id: profile.uid }} size="md" />
              </>
            )}
          </Actions>
        </HeroText>
      </Hero>

      <Column>
        <Panel aria-labelledby="profile-about">
          <PanelTitle id="profile-about">{t.aboutTitle}</PanelTitle>
          {profile.bio.trim() ? (
            <Prose>{profile.bio.trim()}</Prose>
          ) : (
            <Prose $empty>{isOwner ? t.bioEmptyOwner : t.bioEmpty}</Prose>
          )}
        </Panel>

        <Panel aria-labelledby="profile-basics">
          <PanelTitle id="profile-basics">{t.basicsTitle}</PanelTitle>
          <Facts>
            <FactRow label={f.role}>{roleLabel(profile.role)}</FactRow>
            <FactRow label={f.gender}>
              <Value text={enumLabel(texts.enums.gender, profile.gender)} />
            </FactRow>
            <FactRow label={f.region}>
              <Value text={region} />
            </FactRow>
            <FactRow label={f.yearsExperience}>
              <Value text={enumLabel(texts.enums.yearsExperience, profile.yearsExperience)} />
            </FactRow>
          </Facts>
        </Panel>

        <Panel aria-labelledby="profile-experience">
          <PanelTitle id="profile-experience">{t.experienceTitle}</PanelTitle>
          <Facts>
            <FactRow label={f.skills} wide>
              <Tags items={profile.skills} label={f.skills} />
            </FactRow>
            <FactRow label={f.industryExperience} wide>
              <Tags items={profile.industryExperience} label={f.industryExperience} />
            </FactRow>
            <FactRow label={f.pastExperience} wide>
              {profile.pastExperience.trim() ? (
                <Prose>{profile.pastExperience.trim()}</Prose>
              ) : (
                <Empty>{t.notFilled}</Empty>
              )}
            </FactRow>
          </Facts>
        </Panel>
      </Column>

      <Column>
        <Panel aria-labelledby="profile-collaboration">
          <PanelTitle id="profile-collaboration">{t.collaborationTitle}</PanelTitle>
          <Facts>
            <FactRow label={f.availability} wide>
              <Value text={enumLabel(texts.enums.availability, profile.availability)} />
            </FactRow>
            <FactRow label={f.workingStyle} wide>
              <Tags items={profile.workingStyle} label={f.workingStyle} />
            </FactRow>
            <FactRow label={f.interests} wide>
              <Tags items={profile.interests} label={f.interests} />
            </FactRow>
          </Facts>
        </Panel>

        <Panel aria-labelledby="profile-links">
          <PanelTitle id="profile-links">{t.linksTitle}</PanelTitle>
          {links.length === 0 ? (
            <Empty>{t.noLinks}</Empty>
          ) : (
            <LinkList>
              {links.map((l) => (
                <li key={l.key}>
                  <LinkLabel>{l.label}</LinkLabel>
                  {isLinkable(l.url) ? (
                    <ExternalLink href={l.url}>{prettyUrl(l.url)}</ExternalLink>
                  ) : (
                    <Inert>{l.url}</Inert>
                  )}
                </li>
              ))}
            </LinkList>
          )}
        </Panel>

        <Panel aria-labelledby="profile-archetype">
          <PanelTitle id="profile-archetype">{t.archetypeTitle}</PanelTitle>
          {archetype ? (
            <>
              <Archetype>
                <strong>{enumLabel(texts.enums.archetype, archetype.archetype, t.archetypeEmpty)}</strong>
                {Number.isFinite(archetype.overallScore) ? (
                  <span>{t.archetypeScore(archetype.overallScore)}</span>
                ) : null}
              </Archetype>
              {isOwner && archetype.resultId ? (
                <InlineLink to={`/questionnaire/result/${encodeURIComponent(archetype.resultId)}`}>
                  {t.archetypeLink}
                </InlineLink>
              ) : null}
            </>
          ) : isOwner ? (
            <>
              <Empty>{t.archetypeEmpty}</Empty>
              <InlineLink to="/questionnaire">{t.archetypeStart}</InlineLink>
            </>
          ) : (
            <Empty>{t.archetypeEmpty}</Empty>
          )}
        </Panel>
      </Column>
    </Layout>
  );
}
