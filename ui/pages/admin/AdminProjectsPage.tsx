import { PageContainer, PageHeader } from '../../components/PageContainer';
import { texts } from '../../texts';

/** Admin projects (/admin/projects): project table, edit and delete. — placeholder: the screen engineer replaces the body. */
export default function AdminProjectsPage() {
  const t = texts.pages.admin;
  return (
    <PageContainer $width="wide">
      <PageHeader eyebrow={t.title} title={t.projects} description={t.projectsDescription} />
    </PageContainer>
  );
}
