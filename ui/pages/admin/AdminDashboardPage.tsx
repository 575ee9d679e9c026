import { PageContainer, PageHeader } from '../../components/PageContainer';
import { texts } from '../../texts';

/** Admin dashboard (/admin/dashboard): total members, total projects, pending applications (fixed 0). — placeholder: the screen engineer replaces the body. */
export default function AdminDashboardPage() {
  const t = texts.pages.admin;
  return (
    <PageContainer $width="wide">
      <PageHeader eyebrow={t.title} title={t.dashboard} description={t.dashboardDescription} />
    </PageContainer>
  );
}
