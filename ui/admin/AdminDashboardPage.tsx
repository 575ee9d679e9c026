import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { AdminPage } from './AdminPage';
import { DashboardStore } from './DashboardStore';
import { useUseCases } from '../hooks/UseCasesContext';
import { ErrorBox } from '../components/ErrorBox';
import { LoadingState } from '../components/LoadingState';
import { SectionTitle } from '../components/PageContainer';
import { errorText } from '../texts';
import { adminTexts } from './texts/common';
import { adminDashboardTexts } from './texts/dashboard';
import { Link } from '../components/Link';

const t = adminDashboardTexts;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.xxl};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Stat = styled.div<{ $tone: 'primary' | 'accent' | 'muted' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-top: 4px solid
    ${({ theme, $tone }) =>
      $tone === 'primary' ? theme.colors.primary : $tone === 'accent' ? theme.colors.accent : theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const StatLabel = styled.dt`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const StatValue = styled.dd`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
`;

const Figure = styled.span`
  font-size: ${({ theme }) => theme.typography.size.display};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  color: ${({ theme }) => theme.colors.text};
  font-variant-numeric: tabular-nums;
`;

const Unit = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StatFoot = styled.dd`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.typography.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StatLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.layout.touchTarget};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
`;

const Shortcuts = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Shortcut = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition: box-shadow ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const ShortcutTitle = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  font-size: ${({ theme }) => theme.typography.size.lg};
`;

const ShortcutBody = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const formatCount = (n: number): string => n.toLocaleString('zh-TW');

/** Admin dashboard (/admin/dashboard): total members, total projects, pending applications (fixed 0). */
const AdminDashboardPage = observer(function AdminDashboardPage() {
  const useCases = useUseCases();
  const [store] = useState(() => new DashboardStore(useCases));

  useEffect(() => {
    void store.load();
    return () => store.dispose();
  }, [store]);

  const totals = store.totals;

  return (
    <AdminPage title={t.title} description={t.description}>
      <section aria-labelledby="admin-totals">
        <SectionTitle id="admin-totals">{t.totalsLabel}</SectionTitle>
        {store.status === 'loading' ? <LoadingState label={t.loading} /> : null}
        {store.status === 'error' ? (
          <ErrorBox onRetry={() => void store.load()}>{errorText(store.error, t.loadFailed)}</ErrorBox>
        ) : null}
        {store.status === 'ready' && totals ? (
          <Totals>
            <Stat $tone="primary">
              <StatLabel>{t.members}</StatLabel>
              <StatValue>
                <Figure>{formatCount(totals.members)}</Figure>
                <Unit>{t.membersUnit}</Unit>
              </StatValue>
              <StatFoot>
                <StatLink to="/admin/users">{t.toMembers}</StatLink>
              </StatFoot>
            </Stat>
            <Stat $tone="primary">
              <StatLabel>{t.projects}</StatLabel>
              <StatValue>
                <Figure>{formatCount(totals.projects)}</Figure>
                <Unit>{t.projectsUnit}</Unit>
              </StatValue>
              <StatFoot>
                <StatLink to="/admin/projects">{t.toProjects}</StatLink>
              </StatFoot>
            </Stat>
            <Stat $tone="accent">
              <StatLabel>{t.pending}</StatLabel>
              <StatValue>
                <Figure>{formatCount(totals.pendingApplications)}</Figure>
                <Unit>{t.pendingUnit}</Unit>
              </StatValue>
              <StatFoot>{t.pendingNote}</StatFoot>
            </Stat>
          </Totals>
        ) : null}
      </section>

      <section aria-labelledby="admin-shortcuts">
        <SectionTitle id="admin-shortcuts">{t.shortcutsTitle}</SectionTitle>
        <Shortcuts>
          <li>
            <Shortcut to="/admin/resources">
              <ShortcutTitle>{adminTexts.nav.resources}</ShortcutTitle>
              <ShortcutBody>{t.shortcuts.resources}</ShortcutBody>
            </Shortcut>
          </li>
          <li>
            <Shortcut to="/admin/banners">
              <ShortcutTitle>{adminTexts.nav.banners}</ShortcutTitle>
              <ShortcutBody>{t.shortcuts.banners}</ShortcutBody>
            </Shortcut>
          </li>
          <li>
            <Shortcut to="/admin/questionnaire-editor">
              <ShortcutTitle>{adminTexts.nav.questionnaire}</ShortcutTitle>
              <ShortcutBody>{t.shortcuts.questionnaire}</ShortcutBody>
            </Shortcut>
          </li>
        </Shortcuts>
      </section>
    </AdminPage>
  );
});

export default AdminDashboardPage;
