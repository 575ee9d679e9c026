import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { Project } from '../../core/domain';
import { AdminPage } from './AdminPage';
import { AdminProjectsStore } from './AdminProjectsStore';
import { AdminSearch, PagedList } from './PagedList';
import { ProjectsTable } from './ProjectsTable';
import { useUseCases } from '../hooks/UseCasesContext';
import { useConfirm } from '../components/ConfirmProvider';
import { useToast } from '../components/Toast';
import { errorText, texts } from '../texts';
import { adminTexts } from './texts/common';
import { adminProjectsTexts } from './texts/projects';

const t = adminProjectsTexts;

/**
 * Admin projects (/admin/projects, spec 2, 6 Admin): the project table with a name-prefix
 * search, 10 a page; 編輯 opens the project editor (admins may use it); 刪除 asks first.
 */
const AdminProjectsPage = observer(function AdminProjectsPage() {
  const useCases = useUseCases();
  const confirm = useConfirm();
  const toast = useToast();
  const [store] = useState(() => new AdminProjectsStore(useCases));

  useEffect(() => {
    store.list.start();
    return () => store.dispose();
  }, [store]);

  const remove = async (project: Project) => {
    const name = project.projectName.trim() || texts.common.unnamed;
    const ok = await confirm({
      title: t.confirmDelete.title(name),
      message: t.confirmDelete.message,
      confirmLabel: t.confirmDelete.confirm,
      danger: true,
    });
    if (!ok) return;
    const outcome = await store.deleteProject(project);
    if (outcome.ok) toast.success(t.deleted(name));
    else if (outcome.error !== null) toast.error(errorText(outcome.error, adminTexts.failures.delete));
  };

  return (
    <AdminPage title={t.title} description={t.description}>
      <AdminSearch store={store.list} label={t.searchLabel} placeholder={t.searchPlaceholder} />
      <PagedList
        store={store.list}
        loadingLabel={t.loading}
        loadFailed={t.loadFailed}
        empty={t.empty}
        emptySearch={t.emptySearch}
        pagerLabel={t.pagerLabel}
      >
        <ProjectsTable store={store} onDelete={(project) => void remove(project)} />
      </PagedList>
    </AdminPage>
  );
});

export default AdminProjectsPage;
