import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { styled } from 'styled-components';
import type { Banner } from '../../core/domain';
import { isDisplayableImageSrc } from '../components/Avatar';
import { Button } from '../components/Button';
import { ExternalLink } from '../components/ExternalLink';
import type { AdminBannersStore } from './AdminBannersStore';
import { Caption, CellLabel, CellValue, RowActions, TBody, THead, Table, Td, Th, Tr, stacked } from './DataTable';
import { adminTexts } from './texts/common';
import { adminBannersTexts } from './texts/banners';

const t = adminBannersTexts;

const Thumb = styled.div`
  width: 150px;
  aspect-ratio: 3 / 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  ${stacked} {
    width: 100%;
  }
`;

const Title = styled.span`
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  overflow-wrap: anywhere;
`;

const LinkText = styled.span`
  position: relative;
  display: block;
  max-width: 28ch;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.typography.size.sm};

  ${stacked} {
    max-width: none;
  }
`;

const Order = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

function Thumbnail({ banner }: { banner: Banner }) {
  const [failed, setFailed] = useState(false);
  return (
    <Thumb>
      {isDisplayableImageSrc(banner.imageUrl) && !failed ? (
        <img src={banner.imageUrl} alt={t.thumbAlt(banner.title)} width={300} height={100} loading="lazy" onError={() => setFailed(true)} />
      ) : null}
    </Thumb>
  );
}

export interface BannersTableProps {
  store: AdminBannersStore;
  onEdit: (banner: Banner) => void;
  onDelete: (banner: Banner) => void;
}

/** The banner table (spec 2 Admin): image, title, link, order, 編輯 and 刪除. */
export const BannersTable = observer(function BannersTable({ store, onEdit, onDelete }: BannersTableProps) {
  const c = t.columns;
  return (
    <Table>
      <Caption>{t.caption}</Caption>
      <THead>
        <Tr>
          <Th>{c.image}</Th>
          <Th>{c.title}</Th>
          <Th>{c.link}</Th>
          <Th>{c.order}</Th>
          <Th $align="end">{adminTexts.table.actions}</Th>
        </Tr>
      </THead>
      <TBody>
        {store.items.map((banner) => (
          <Tr key={banner.id}>
            <Td $kind="media">
              <Thumbnail banner={banner} />
            </Td>
            <Td $kind="primary">
              <Title>{banner.title}</Title>
            </Td>
            <Td>
              <CellLabel>{c.link}</CellLabel>
              <CellValue>
                <LinkText>
                  <ExternalLink href={banner.linkUrl} />
                </LinkText>
              </CellValue>
            </Td>
            <Td $nowrap>
              <CellLabel>{c.order}</CellLabel>
              <CellValue>
                <Order>{banner.order}</Order>
              </CellValue>
            </Td>
            <Td $kind="actions">
              <RowActions>
                <Button variant="secondary" size="sm" aria-label={t.editFor(banner.title)} onClick={() => onEdit(banner)}>
                  {t.edit}
                </Button>
                <Button
                  variant="danger"
                  size="sm"
                  loading={store.deletingId === banner.id}
                  aria-label={t.deleteFor(banner.title)}
                  onClick={() => onDelete(banner)}
                >
                  {t.delete}
                </Button>
              </RowActions>
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
});
