import { observer } from 'mobx-react-lite';
import { styled } from 'styled-components';
import type { Project } from '../../core/domain';
import { Avatar } from '../components/Avatar';
import { Badge } from '../components/Badge';
import { Button, ButtonLink } from '../components/Button';
import { displayName, enumLabel, texts } from '../texts';
import type { AdminProjectsStore } from './AdminProjectsStore';
import { Caption, CellLabel, CellValue, Muted, RowActions, TBody, THead, Table, Td, Th, Tr } from './DataTable';
import { dateLabel } from '../../core/time';
import { isoOf } from '../components/isoOf';
import { adminTexts } from './texts/common';
import { adminProjectsTexts } from './texts/projects';
import { Link } from '../components/Link';

const t = adminProjectsTexts;

const NameLink = styled(Link)`
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;

  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Headline = styled(Muted)`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Owner = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export interface ProjectsTableProps {
  store: AdminProjectsStore;
  onDelete: (project: Project) => void;
}

/** The project table (spec 2 Admin): name, owner, stage, created, 編輯 and 刪除. */
export const ProjectsTable = observer(function ProjectsTable({ store, onDelete }: ProjectsTableProps) {
  const c = t.columns;
  return (
    <Table>
      <Caption>{t.caption}</Caption>
      <THead>
        <Tr>
          <Th>{c.name}</Th>
          <Th>{c.owner}</Th>
          <Th>{c.stage}</Th>
          <Th>{c.created}</Th>
          <Th $align="end">{adminTexts.table.actions}</Th>
        </Tr>
      </THead>
      <TBody>
        {store.list.items.map((project) => {
          const name = project.projectName.trim() || texts.common.unnamed;
          const id = encodeURIComponent(project.id);
          return (
            <Tr key={project.id}>
              <Td $kind="primary">
                <Stack>
                  <NameLink to={`/project/${id}`}>{name}</NameLink>
                  {project.headline ? <Headline>{project.headline}</Headline> : null}
                </Stack>
              </Td>
              <Td>
                <CellLabel>{c.owner}</CellLabel>
                <CellValue>
                  <Owner>
                    <Avatar src={project.ownerAvatar} name={project.ownerName} size={28} decorative />
                    <span>{displayName(project.ownerName)}</span>
                  </Owner>
                </CellValue>
              </Td>
              <Td $nowrap>
                <CellLabel>{c.stage}</CellLabel>
                <CellValue>
                  <Badge $tone="primary">{enumLabel(texts.enums.stage, project.stage, '—')}</Badge>
                </CellValue>
              </Td>
              <Td $nowrap>
                <CellLabel>{c.created}</CellLabel>
                <CellValue>
                  <time dateTime={isoOf(project.createdAt)}>{dateLabel(project.createdAt)}</time>
                </CellValue>
              </Td>
              <Td $kind="actions">
                <RowActions>
                  <ButtonLink to={`/project/edit/${id}`} variant="secondary" size="sm" aria-label={t.editFor(name)}>
                    {t.edit}
                  </ButtonLink>
                  <Button
                    variant="danger"
                    size="sm"
                    loading={store.deletingId === project.id}
                    aria-label={t.deleteFor(name)}
                    onClick={() => onDelete(project)}
                  >
                    {t.delete}
                  </Button>
                </RowActions>
              </Td>
            </Tr>
          );
        })}
      </TBody>
    </Table>
  );
});
