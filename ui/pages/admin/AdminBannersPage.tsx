import { PageContainer, PageHeader } from '../../components/PageContainer';
import { texts } from '../../texts';

/** Admin banners (/admin/banners): banner table with a modal. — placeholder: the screen engineer replaces the body. */
export default function AdminBannersPage() {
  const t = texts.pages.admin;
  return (
    <PageContainer $width="wide">
      <PageHeader eyebrow={t.title} title={t.banners} description={t.bannersDescription} />
    </PageContainer>
  );
}
