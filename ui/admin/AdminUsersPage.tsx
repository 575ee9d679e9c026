import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { UserProfile } from '../../core/domain';
import { AdminPage } from './AdminPage';
import { AdminUsersStore } from './AdminUsersStore';
import { MembersTable } from './MembersTable';
import { AdminSearch, PagedList } from './PagedList';
import { useUseCases } from '../hooks/UseCasesContext';
import { useConfirm } from '../components/ConfirmProvider';
import { useToast } from '../components/Toast';
import { useSession } from '../stores/SessionContext';
import { displayName, errorText } from '../texts';
import { adminTexts } from './texts/common';
import { adminUsersTexts } from './texts/users';

const t = adminUsersTexts;

/**
 * Admin members (/admin/users, spec 2, 6 Admin): the member table with a name-prefix search,
 * 10 a page; granting or removing admin rights after a confirmation; the suspend button, which
 * the spec leaves without any effect, says that the feature is not open yet.
 */
const AdminUsersPage = observer(function AdminUsersPage() {
  const useCases = useUseCases();
  const session = useSession();
  const confirm = useConfirm();
  const toast = useToast();
  const [store] = useState(() => new AdminUsersStore(useCases, () => session.uid));

  useEffect(() => {
    store.list.start();
    return () => store.dispose();
  }, [store]);

  const change = async (user: UserProfile, isAdmin: boolean) => {
    const name = displayName(user.name);
    const words = isAdmin ? t.confirmGrant : t.confirmRevoke;
    const ok = await confirm({
      title: words.title(name),
      message: words.message,
      confirmLabel: words.confirm,
      danger: !isAdmin,
    });
    if (!ok) return;
    const outcome = await store.setAdmin(user, isAdmin);
    if (outcome.ok) toast.success(isAdmin ? t.granted(name) : t.revoked(name));
    else if (outcome.error !== null) toast.error(errorText(outcome.error, adminTexts.failures.permission));
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
        <MembersTable
          store={store}
          onGrant={(user) => void change(user, true)}
          onRevoke={(user) => void change(user, false)}
          onSuspend={() => toast.info(t.suspendUnavailable)}
        />
      </PagedList>
    </AdminPage>
  );
});

export default AdminUsersPage;
