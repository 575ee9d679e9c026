import { PageContainer, PageHeader } from '../components/PageContainer';
import { texts } from '../texts';

/** Contact us (/contact-us): the feedback form (spec 2, 5). — placeholder: the screen engineer replaces the body. */
export default function ContactUsPage() {
  const page = texts.pages.contactUs;
  return (
    <PageContainer>
      <PageHeader title={page.title} description={page.description} />
    </PageContainer>
  );
}
