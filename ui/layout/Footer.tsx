import { observer } from 'mobx-react-lite';
import { styled } from 'styled-components';
import { useBackendName } from '../hooks/UseCasesContext';
import { useSession } from '../stores/SessionContext';
import { texts } from '../texts';
import { BrandMark } from './Logo';
import { footerTexts } from './texts';
import { Link } from '../components/Link';

const Wrapper = styled.footer`
  margin-top: auto;
  background: ${({ theme }) => theme.colors.footer};
  color: #e5e7eb;
`;

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    justify-content: space-between;
    align-items: flex-start;
    padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  }
`;

const Brand = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 420px;
`;

const BrandName = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: #ffffff;
  font-size: ${({ theme }) => theme.typography.size.lg};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Muted = styled.p`
  color: #d1d5db;
  font-size: ${({ theme }) => theme.typography.size.sm};
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.lg}`};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: #ffffff;
    text-decoration: none;

    &:hover {
      color: ${({ theme }) => theme.colors.accent};
      text-decoration: underline;
    }
  }
`;

const Bottom = styled.div`
  border-top: 1px solid rgba(255, 255, 255, 0.15);
`;

const BottomInner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md}`};

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    justify-content: space-between;
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  }
`;

/** Beside a member page's link for a signed-out visitor: why the link leads to sign-in. */
const NeedsSignIn = styled.span`
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: #d1d5db;
`;

/**
 * The site footer: brand, links (創業資源, 合約範本, 聯絡我們, 隱私權政策) and © year. A signed-out visitor
 * sees which links need sign-in.
 */
export const Footer = observer(function Footer() {
  const backendName = useBackendName();
  const f = footerTexts;
  const signedOut = useSession().status === 'signedOut';
  const needsSignIn = signedOut ? <NeedsSignIn>{f.needsSignIn}</NeedsSignIn> : null;
  return (
    <Wrapper>
      <Inner>
        <Brand>
          <BrandName>
            <BrandMark size={28} />
            {texts.common.brand}
          </BrandName>
          <Muted>{f.about}</Muted>
        </Brand>
        <nav aria-label={f.nav}>
          <Links>
            <li>
              <Link to="/resources">{f.resources}</Link>
            </li>
            <li>
              <Link to="/agreement-templates">
                {f.agreementTemplates}
                {needsSignIn}
              </Link>
            </li>
            <li>
              <Link to="/contact-us">
                {f.contactUs}
                {needsSignIn}
              </Link>
            </li>
            <li>
              <Link to="/privacy">{f.privacy}</Link>
            </li>
          </Links>
        </nav>
      </Inner>
      <Bottom>
        <BottomInner>
          <Muted>{f.copyright(new Date().getFullYear())}</Muted>
          {backendName === 'memory' ? <Muted>{texts.common.demoMode}</Muted> : null}
        </BottomInner>
      </Bottom>
    </Wrapper>
  );
});
