import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { styled } from 'styled-components';
import type { Resource } from '../../core/domain';
import { isDisplayableImageSrc } from '../components/Avatar';
import { Badge } from '../components/Badge';
import { Button } from '../components/Button';
import { ExternalLink } from '../components/ExternalLink';
import { VisuallyHidden } from '../components/VisuallyHidden';
import { adminResourcesTexts } from './texts/resources';

const t = adminResourcesTexts;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $editing: boolean }>`
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $editing }) => ($editing ? theme.colors.primary : theme.colors.divider)};
  box-shadow: ${({ theme, $editing }) => ($editing ? `0 0 0 1px ${theme.colors.primary}` : theme.shadows.sm)};
  border-radius: ${({ theme }) => theme.radii.lg};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 112px minmax(0, 1fr) auto;
    align-items: start;
    gap: ${({ theme }) => theme.space.md};
  }
`;

const Thumb = styled.div`
  width: 72px;
  height: 54px;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  ${({ theme }) => theme.media.tablet} {
    width: 112px;
    height: 84px;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.typography.size.md};
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Description = styled.p`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Link = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm};
  overflow-wrap: anywhere;

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.layout.touchTarget};
  }
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};

  ${({ theme }) => theme.media.tablet} {
    grid-column: auto;
    display: flex;
    flex-direction: column;
  }
`;

function Thumbnail({ resource }: { resource: Resource }) {
  const [failed, setFailed] = useState(false);
  const src = resource.imageUrl;
  return (
    <Thumb>
      {isDisplayableImageSrc(src) && !failed ? (
        <img src={src} alt={t.imageAlt(resource.title)} width={112} height={84} loading="lazy" onError={() => setFailed(true)} />
      ) : null}
    </Thumb>
  );
}

export interface ResourceListProps {
  items: readonly Resource[];
  editingId: string | null;
  deletingId: string | null;
  onEdit: (resource: Resource) => void;
  onDelete: (resource: Resource) => void;
}

/** The resources as managed rows: thumbnail, title, category, district, link, 編輯 and 刪除. */
export const ResourceList = observer(function ResourceList({ items, editingId, deletingId, onEdit, onDelete }: ResourceListProps) {
  return (
    <List>
      {items.map((resource) => (
        <Item key={resource.id} $editing={resource.id === editingId}>
          <Thumbnail resource={resource} />
          <Body>
            <Title>{resource.title}</Title>
            <Meta>
              <Badge $tone="primary">{resource.category}</Badge>
              <span>{resource.district}</span>
            </Meta>
            <Description>{resource.description}</Description>
            <Link>
              <ExternalLink href={resource.officialUrl}>
                {t.officialSite}
                <VisuallyHidden>{t.officialSiteSuffix(resource.title)}</VisuallyHidden>
              </ExternalLink>
            </Link>
          </Body>
          <Actions>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t.editFor(resource.title)}
              aria-pressed={resource.id === editingId}
              onClick={() => onEdit(resource)}
            >
              {t.edit}
            </Button>
            <Button
              variant="danger"
              size="sm"
              loading={deletingId === resource.id}
              aria-label={t.deleteFor(resource.title)}
              onClick={() => onDelete(resource)}
            >
              {t.delete}
            </Button>
          </Actions>
        </Item>
      ))}
    </List>
  );
});
