import { useParams } from 'react-router-dom';
import { PageContainer, PageHeader } from '../components/PageContainer';
import { texts } from '../texts';

/** Chat (/chat/:receiverId): one-to-one conversation (spec 2). — placeholder: the screen engineer replaces the body. */
export default function ChatPage() {
  const { receiverId } = useParams<{ receiverId: string }>();
  const page = texts.pages.chat;
  return (
    <PageContainer key={receiverId}>
      <PageHeader title={page.title} description={page.description} />
    </PageContainer>
  );
}
