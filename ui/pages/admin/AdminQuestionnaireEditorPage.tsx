import { PageContainer, PageHeader } from '../../components/PageContainer';
import { texts } from '../../texts';

/** Admin questionnaire editor (/admin/questionnaire-editor): question editor. — placeholder: the screen engineer replaces the body. */
export default function AdminQuestionnaireEditorPage() {
  const t = texts.pages.admin;
  return (
    <PageContainer $width="wide">
      <PageHeader eyebrow={t.title} title={t.questionnaire} description={t.questionnaireDescription} />
    </PageContainer>
  );
}
