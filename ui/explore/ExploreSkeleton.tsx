import { LoadingState } from '../components/LoadingState';
import { PageContainer, PageHeader } from '../components/PageContainer';

export interface ExploreSkeletonProps {
  page: { title: string; description: string };
  /** What the loading line says while the list is read. */
  loading: string;
}

/**
 * An explore page while the session is being checked, and in its prerendered HTML
 * (ui/app/guards.tsx): the heading, as the page shows it, and room for the list.
 */
export function ExploreSkeleton({ page, loading }: ExploreSkeletonProps) {
  return (
    <PageContainer>
      <PageHeader title={page.title} description={page.description} />
      <LoadingState variant="page" label={loading} />
    </PageContainer>
  );
}
