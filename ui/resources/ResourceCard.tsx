import { styled } from 'styled-components';
import type { Resource } from '../../core/domain';
import { isLinkable } from '../../core/validation/url';
import { isDisplayableImageSrc } from '../components/Avatar';
import { Badge } from '../components/Badge';
import { ExternalLink } from '../components/ExternalLink';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { texts } from '../texts';
import { resourceTexts } from './texts';

const t = resourceTexts;

/** Resource images are 16:9 (the demo's are 640×360); width/height keep the layout still. */
export const RESOURCE_IMAGE = { width: 640, height: 360 } as const;

const Article = styled.article`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition: box-shadow ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

const Img = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Placeholder = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 16 / 9;
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.typography.size.display};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const Meta = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;

  dt {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }

  dd {
    margin: 0;
  }
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.typography.size.lg};
  line-height: ${({ theme }) => theme.typography.lineHeight.heading};
  overflow-wrap: anywhere;
`;

const Description = styled.p<{ $clamp?: number }>`
  flex: 1;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: pre-line;
  overflow-wrap: anywhere;
  ${({ $clamp }) =>
    $clamp
      ? `
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: ${$clamp};
    overflow: hidden;
  `
      : ''}
`;

const Official = styled(ExternalLink)`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: ${({ theme }) => theme.layout.touchTarget};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  color: ${({ theme }) => theme.colors.primary};
  overflow-wrap: anywhere;
`;

export interface ResourceCardProps {
  resource: Resource;
  /** Heading level of the title (h3 by default: cards sit under a section's h2). */
  headingLevel?: 'h2' | 'h3';
  /** Clamp the description to this many lines (Home); full text otherwise. */
  clampLines?: number;
  /**
   * The first card of a page's first screen: its picture is the page's largest paint, so it loads
   * at once and first (priority hint) instead of lazily.
   */
  priority?: boolean;
}

/**
 * One resource (spec 2 Resources, 3 resource): image, title, category, district, description
 * and the 官方網站 link (only an http(s) URL becomes a link; it opens in a new tab).
 */
export function ResourceCard({ resource, headingLevel = 'h3', clampLines, priority = false }: ResourceCardProps) {
  const title = resource.title.trim();
  return (
    <Article aria-label={title || undefined}>
      {isDisplayableImageSrc(resource.imageUrl) ? (
        <Img
          src={resource.imageUrl}
          alt={t.imageAlt(title)}
          width={RESOURCE_IMAGE.width}
          height={RESOURCE_IMAGE.height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
      ) : (
        <Placeholder aria-hidden="true">{[...title][0] ?? '★'}</Placeholder>
      )}
      <Body>
        <Meta>
          {resource.category.trim() ? (
            <>
              <dt>{t.category}</dt>
              <dd>
                <Badge $tone="primary">{resource.category}</Badge>
              </dd>
            </>
          ) : null}
          {resource.district.trim() ? (
            <>
              <dt>{t.district}</dt>
              <dd>
                <Badge $tone="neutral">{resource.district}</Badge>
              </dd>
            </>
          ) : null}
        </Meta>
        <Title as={headingLevel}>{title}</Title>
        <Description $clamp={clampLines}>{resource.description}</Description>
        {isLinkable(resource.officialUrl) ? (
          <Official href={resource.officialUrl} noNewTabHint>
            {t.officialSite}
            <VisuallyHidden>
              {`：${title}`}
              {texts.common.opensInNewTab}
            </VisuallyHidden>
            <span aria-hidden="true">↗</span>
          </Official>
        ) : null}
      </Body>
    </Article>
  );
}
