import { ButtonLink } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { projectTexts } from './texts';

/** Spec 8: 專案不存在或已被刪除。 with a way on to Explore projects. */
export function MissingProject() {
  const t = projectTexts;
  return (
    <EmptyState
      icon="?"
      title={t.missing}
      description={t.missingHint}
      action={
        <ButtonLink to="/explore-projects" variant="primary">
          {t.toExplore}
        </ButtonLink>
      }
    />
  );
}
