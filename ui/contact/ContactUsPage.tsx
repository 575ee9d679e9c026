import { observer } from 'mobx-react-lite';
import { styled } from 'styled-components';
import { ContactForm } from './ContactForm';
import { readContactDraft } from './ContactFormStore';
import { draftKey, formDraft } from '../stores/sessionDrafts';
import { PageContainer, PageHeader } from '../components/PageContainer';
import { useSession } from '../stores/SessionContext';
import { texts } from '../texts';
import { contactTexts } from './texts';

const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const Fallback = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Contact us (/contact-us, spec 2): a short introduction, the feedback form, and the operators' address. */
const ContactUsPage = observer(function ContactUsPage() {
  const page = texts.pages.contactUs;
  const t = contactTexts;
  const session = useSession();
  const defaults = {
    name: session.profile?.name ?? '',
    email: session.session?.email ?? '',
    message: '',
  };
  return (
    <PageContainer $width="narrow">
      <PageHeader title={page.title} />
      <Intro>
        <p>{t.intro}</p>
        <Fallback>
          {t.fallback} <a href={`mailto:${t.operatorEmail}`}>{t.operatorEmail}</a>。
        </Fallback>
      </Intro>
      <ContactForm
        key={session.uid ?? 'visitor'}
        defaults={defaults}
        draft={session.uid ? formDraft(draftKey('contact', session.uid), readContactDraft) : undefined}
      />
    </PageContainer>
  );
});

export default ContactUsPage;
