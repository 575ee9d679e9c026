import { PageContainer, PageHeader } from '../components/PageContainer';
import { texts } from '../texts';

/** Inbox (/inbox): the conversation list (spec 2). — placeholder: the screen engineer replaces the body. */
export default function InboxPage() {
  const page = texts.pages.inbox;
  return (
    <PageContainer>
      <PageHeader title={page.title} description={page.description} />
    </PageContainer>
  );
}
