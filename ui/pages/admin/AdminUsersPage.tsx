import { PageContainer, PageHeader } from '../../components/PageContainer';
import { texts } from '../../texts';

/** Admin members (/admin/users): member table, admin rights with confirmation. — placeholder: the screen engineer replaces the body. */
export default function AdminUsersPage() {
  const t = texts.pages.admin;
  return (
    <PageContainer $width="wide">
      <PageHeader eyebrow={t.title} title={t.users} description={t.usersDescription} />
    </PageContainer>
  );
}
