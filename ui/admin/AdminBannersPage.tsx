import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState } from 'react';
import { styled } from 'styled-components';
import type { Banner } from '../../core/domain';
import { AdminBannersStore } from './AdminBannersStore';
import { AdminPage } from './AdminPage';
import { BannerFormStore } from './BannerFormStore';
import { BannersTable } from './BannersTable';
import { TableFrame } from './DataTable';
import { useUseCases } from '../hooks/UseCasesContext';
import { Button } from '../components/Button';
import { useConfirm } from '../components/ConfirmProvider';
import { EmptyState } from '../components/EmptyState';
import { ErrorBox } from '../components/ErrorBox';
import { lazyPart } from '../components/lazyPart';
import { LoadingState } from '../components/LoadingState';
import { useToast } from '../components/Toast';
import { errorText } from '../texts';
import { adminTexts } from './texts/common';
import { adminBannersTexts } from './texts/banners';

/**
 * The add/edit dialog is a chunk of its own: the list renders without it, and the page fetches
 * it once it is on screen, so 新增 and 編輯 still open the dialog at once.
 */
const { Component: BannerFormDialog, prefetch: prefetchBannerFormDialog } = lazyPart(
  () => import(/* webpackChunkName: "banner-form" */ './BannerFormDialog'),
  (m) => m.BannerFormDialog,
);

const t = adminBannersTexts;

const Notice = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/**
 * Admin banners (/admin/banners, spec 2 Admin, 5 Banner): the banner table and the modal form
 * (image upload required, default order 100); create, edit, delete after a confirmation. Home's
 * carousel reads the same banners when it loads.
 */
const AdminBannersPage = observer(function AdminBannersPage() {
  const useCases = useUseCases();
  const confirm = useConfirm();
  const toast = useToast();
  const [list] = useState(() => new AdminBannersStore(useCases));
  const [form] = useState(() => new BannerFormStore(useCases));

  useEffect(prefetchBannerFormDialog, []);

  useEffect(() => {
    void list.load();
    return () => list.dispose();
  }, [list]);

  const remove = async (banner: Banner) => {
    const ok = await confirm({
      title: t.confirmDelete.title(banner.title),
      message: t.confirmDelete.message,
      confirmLabel: t.confirmDelete.confirm,
      danger: true,
    });
    if (!ok) return;
    const outcome = await list.remove(banner);
    if (outcome.ok) toast.success(t.deleted(banner.title));
    else if (outcome.error !== null) toast.error(errorText(outcome.error, adminTexts.failures.delete));
  };

  const addButton = (
    <Button onClick={() => form.start(null)} icon={<span aria-hidden="true">+</span>}>
      {t.add}
    </Button>
  );

  return (
    <AdminPage title={t.title} description={t.description} actions={addButton}>
      {list.status === 'loading' ? <LoadingState label={t.loading} /> : null}
      {list.status === 'error' ? (
        <Notice>
          <ErrorBox onRetry={() => void list.load()}>{errorText(list.error, t.loadFailed)}</ErrorBox>
        </Notice>
      ) : null}
      {list.status === 'ready' && list.items.length === 0 ? <EmptyState title={t.empty} icon="▭" /> : null}
      {list.items.length > 0 ? (
        <TableFrame>
          <BannersTable
            store={list}
            onEdit={(banner) => form.start(banner)}
            onDelete={(banner) => void remove(banner)}
          />
        </TableFrame>
      ) : null}
      {form.open ? (
        <Suspense fallback={null}>
          <BannerFormDialog
            form={form}
            onSaved={(outcome) => {
              toast.success(outcome.created ? t.created : t.updated);
              void list.load();
            }}
          />
        </Suspense>
      ) : null}
    </AdminPage>
  );
});

export default AdminBannersPage;
