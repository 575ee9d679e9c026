import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState } from 'react';
import { styled } from 'styled-components';
import type { Question } from '../../core/domain';
import { AdminPage } from './AdminPage';
import { QuestionEditorStore } from './QuestionEditorStore';
import { QuestionFormStore } from './QuestionFormStore';
import { QuestionList } from './QuestionList';
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
import { adminQuestionnaireTexts } from './texts/questionnaire';

/**
 * The add/edit dialog is a chunk of its own: the list renders without it, and the page fetches
 * it once it is on screen, so 新增 and 編輯 still open the dialog at once.
 */
const { Component: QuestionFormDialog, prefetch: prefetchQuestionFormDialog } = lazyPart(
  () => import(/* webpackChunkName: "question-form" */ './QuestionFormDialog'),
  (m) => m.QuestionFormDialog,
);

const t = adminQuestionnaireTexts;

const Summary = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  margin-bottom: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.primarySoft};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const SummaryLabel = styled.p`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const SummaryTitle = styled.p`
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const SummaryCount = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Notice = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/**
 * Admin questionnaire editor (/admin/questionnaire-editor, spec 2 Admin, 5 Question editor): the
 * active questionnaire's questions by part and order; add, edit (part, order — default 10 —,
 * text, options with five scores) and delete after a confirmation.
 */
const AdminQuestionnaireEditorPage = observer(function AdminQuestionnaireEditorPage() {
  const useCases = useUseCases();
  const confirm = useConfirm();
  const toast = useToast();
  const [editor] = useState(() => new QuestionEditorStore(useCases));
  const [form] = useState(() => new QuestionFormStore(useCases));

  useEffect(prefetchQuestionFormDialog, []);

  useEffect(() => {
    void editor.load();
    return () => editor.dispose();
  }, [editor]);

  const questionnaire = editor.questionnaire;

  const remove = async (question: Question) => {
    const ok = await confirm({
      title: t.confirmDelete.title,
      message: t.confirmDelete.message(question.text),
      confirmLabel: t.confirmDelete.confirm,
      danger: true,
    });
    if (!ok) return;
    const outcome = await editor.remove(question);
    if (outcome.ok) toast.success(t.deleted);
    else if (outcome.error !== null) toast.error(errorText(outcome.error, adminTexts.failures.delete));
  };

  const addButton = questionnaire ? (
    <Button onClick={() => form.start(questionnaire.id, null)} icon={<span aria-hidden="true">+</span>}>
      {t.add}
    </Button>
  ) : undefined;

  return (
    <AdminPage title={t.title} description={t.description} actions={addButton}>
      {editor.status === 'loading' ? <LoadingState label={t.loading} /> : null}
      {editor.status === 'error' ? (
        <Notice>
          <ErrorBox onRetry={() => void editor.load()}>{errorText(editor.error, t.loadFailed)}</ErrorBox>
        </Notice>
      ) : null}
      {editor.status === 'none' ? <EmptyState title={t.none} description={t.noneHint} /> : null}
      {questionnaire ? (
        <>
          <Summary>
            <SummaryLabel>{t.activeLabel}</SummaryLabel>
            <SummaryTitle>{questionnaire.title}</SummaryTitle>
            <SummaryCount>{t.questionCount(editor.questions.length)}</SummaryCount>
          </Summary>
          {editor.questions.length === 0 && editor.status === 'ready' ? (
            <EmptyState title={t.empty} icon="?" />
          ) : (
            <QuestionList
              groups={editor.groups}
              deletingId={editor.deletingId}
              onEdit={(question) => form.start(questionnaire.id, question)}
              onDelete={(question) => void remove(question)}
            />
          )}
        </>
      ) : null}
      {form.open ? (
        <Suspense fallback={null}>
          <QuestionFormDialog
            form={form}
            onSaved={(outcome) => {
              toast.success(outcome.created ? t.created : t.updated);
              void editor.load();
            }}
          />
        </Suspense>
      ) : null}
    </AdminPage>
  );
});

export default AdminQuestionnaireEditorPage;
