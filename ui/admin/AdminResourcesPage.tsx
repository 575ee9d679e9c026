import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import type { Resource } from '../../core/domain';
import { AdminPage } from './AdminPage';
import { AdminResourcesStore } from './AdminResourcesStore';
import { ResourceForm } from './ResourceForm';
import { ResourceFormStore } from './ResourceFormStore';
import { ResourceList } from './ResourceList';
import { useUseCases } from '../hooks/UseCasesContext';
import { useConfirm } from '../components/ConfirmProvider';
import { EmptyState } from '../components/EmptyState';
import { useAskBeforeDiscard } from '../components/useAskBeforeDiscard';
import { ErrorBox } from '../components/ErrorBox';
import { LoadingState } from '../components/LoadingState';
import { useToast } from '../components/Toast';
import { errorText } from '../texts';
import { adminTexts } from './texts/common';
import { adminResourcesTexts } from './texts/resources';

const t = adminResourcesTexts;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(340px, 420px) minmax(0, 1fr);
    align-items: start;
  }
`;

const FormColumn = styled.div`
  min-width: 0;

  ${({ theme }) => theme.media.desktop} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space.lg});
  }
`;

const ListHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const ListTitle = styled.h2`
  font-size: ${({ theme }) => theme.typography.size.xl};
`;

const Count = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Notice = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/**
 * Admin resources (/admin/resources, spec 2, 5 Resource): the form with every required field
 * and the list; 編輯 fills the form, 刪除 asks first. The Resources page and Home read the same
 * list.
 */
const AdminResourcesPage = observer(function AdminResourcesPage() {
  const useCases = useUseCases();
  const confirm = useConfirm();
  const toast = useToast();
  const [list] = useState(() => new AdminResourcesStore(useCases));
  const [form] = useState(() => new ResourceFormStore(useCases));
  const formHeading = useRef<HTMLHeadingElement>(null);
  const listHeadingId = useId();

  useEffect(() => {
    void list.load();
    return () => list.dispose();
  }, [list]);

  // What was typed in the form is not replaced by another resource, emptied or left behind
  // without asking.
  const discardAsking = useAskBeforeDiscard(() => form.dirty);
  const edit = (resource: Resource) =>
    void discardAsking(() => {
      form.startEdit(resource);
      const heading = formHeading.current;
      heading?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
      heading?.focus({ preventScroll: true });
    });

  const remove = async (resource: Resource) => {
    const ok = await confirm({
      title: t.confirmDelete.title(resource.title),
      message: t.confirmDelete.message,
      confirmLabel: t.confirmDelete.confirm,
      danger: true,
    });
    if (!ok) return;
    const outcome = await list.remove(resource);
    if (outcome.ok) {
      if (form.editing?.id === resource.id) form.reset();
      toast.success(t.deleted(resource.title));
    } else if (outcome.error !== null) {
      toast.error(errorText(outcome.error, adminTexts.failures.delete));
    }
  };

  return (
    <AdminPage title={t.title} description={t.description}>
      <Layout>
        <FormColumn>
          <ResourceForm
            form={form}
            categories={list.categories}
            districts={list.districts}
            headingRef={formHeading}
            onCancelEdit={() => void discardAsking(form.reset)}
            onSaved={(outcome) => {
              toast.success(outcome.created ? t.created : t.updated);
              void list.load();
            }}
          />
        </FormColumn>
        <section aria-labelledby={listHeadingId}>
          <ListHead>
            <ListTitle id={listHeadingId}>{t.listHeading}</ListTitle>
            {list.status !== 'loading' ? <Count>{t.count(list.items.length)}</Count> : null}
          </ListHead>
          {list.status === 'loading' ? <LoadingState label={t.loading} /> : null}
          {list.status === 'error' ? (
            <Notice>
              <ErrorBox onRetry={() => void list.load()}>{errorText(list.error, t.loadFailed)}</ErrorBox>
            </Notice>
          ) : null}
          {list.status === 'ready' && list.items.length === 0 ? <EmptyState title={t.empty} icon="+" /> : null}
          {list.items.length > 0 ? (
            <ResourceList
              items={list.items}
              editingId={form.editing?.id ?? null}
              deletingId={list.deletingId}
              onEdit={edit}
              onDelete={(resource) => void remove(resource)}
            />
          ) : null}
        </section>
      </Layout>
    </AdminPage>
  );
});

export default AdminResourcesPage;
