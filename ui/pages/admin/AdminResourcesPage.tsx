import { PageContainer, PageHeader } from '../../components/PageContainer';
import { texts } from '../../texts';

/** Admin resources (/admin/resources): resource form and list. — placeholder: the screen engineer replaces the body. */
export default function AdminResourcesPage() {
  const t = texts.pages.admin;
  return (
    <PageContainer $width="wide">
      <PageHeader eyebrow={t.title} title={t.resources} description={t.resourcesDescription} />
    </PageContainer>
  );
}
