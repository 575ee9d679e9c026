import { makeAutoObservable } from 'mobx';
import type { Cursor, Page, PartnerRole, Project, ProjectFilters, ProjectStage, Uid } from '../../core/domain';
import { PARTNER_ROLES, PROJECT_STAGES, isOneOf } from '../../core/domain';
import { FilteredListStore } from './FilteredListStore';
import type { ExploreErrorKind } from './FilteredListStore';

/** The filter form of Explore projects; '' means "all". */
export interface ProjectFilterValues {
  partnerType: PartnerRole | '';
  stage: ProjectStage | '';
}

export const EMPTY_PROJECT_FILTERS: ProjectFilterValues = Object.freeze({ partnerType: '', stage: '' });

/** What the store needs of ProjectUseCases. */
export interface ProjectSource {
  exploreProjects(filters: ProjectFilters, after: Cursor | null, ownUid: Uid | null): Promise<Page<Project>>;
}

export function cleanProjectFilters(
  raw: Partial<Record<keyof ProjectFilterValues, string | null | undefined>>,
): ProjectFilterValues {
  return {
    partnerType: isOneOf(PARTNER_ROLES, raw.partnerType) ? raw.partnerType : '',
    stage: isOneOf(PROJECT_STAGES, raw.stage) ? raw.stage : '',
  };
}

/** Filters from a query string (`?type=technical&stage=prototype`). */
export function parseProjectQuery(search: string | URLSearchParams): ProjectFilterValues {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return cleanProjectFilters({ partnerType: params.get('type'), stage: params.get('stage') });
}

export function projectQueryString(filters: ProjectFilterValues): string {
  const params = new URLSearchParams();
  if (filters.partnerType) params.set('type', filters.partnerType);
  if (filters.stage) params.set('stage', filters.stage);
  return params.toString();
}

function toProjectFilters(f: ProjectFilterValues): ProjectFilters {
  const out: ProjectFilters = {};
  if (f.partnerType) out.partnerType = f.partnerType;
  if (f.stage) out.stage = f.stage;
  return out;
}

/**
 * Explore projects (spec 2, 4 Lists, 9): partner type and stage filters, 9 a page through
 * ProjectUseCases.exploreProjects (which leaves out the own project), debounced filter changes
 * and paging.
 */
export class ExploreProjectsStore {
  readonly list: FilteredListStore<ProjectFilterValues, Project>;

  constructor(
    source: ProjectSource,
    ownUid: () => Uid | null,
    initial: ProjectFilterValues = EMPTY_PROJECT_FILTERS,
    options: { debounceMs?: number } = {},
  ) {
    this.list = new FilteredListStore<ProjectFilterValues, Project>({
      initialFilters: cleanProjectFilters(initial),
      fetchPage: (filters, after) => source.exploreProjects(toProjectFilters(filters), after, ownUid()),
      keyOf: (p) => p.id,
      debounceMs: options.debounceMs,
    });
    makeAutoObservable(this, { list: false }, { autoBind: true });
  }

  get filters(): ProjectFilterValues {
    return this.list.filters;
  }

  get activeFilterCount(): number {
    return [this.filters.partnerType, this.filters.stage].filter((v) => v !== '').length;
  }

  get hasActiveFilters(): boolean {
    return this.activeFilterCount > 0;
  }

  get queryString(): string {
    return projectQueryString(this.filters);
  }

  get errorKind(): ExploreErrorKind | null {
    return this.list.errorKind;
  }

  setPartnerType(value: string): void {
    this.list.setFilters(cleanProjectFilters({ ...this.filters, partnerType: value }));
  }

  setStage(value: string): void {
    this.list.setFilters(cleanProjectFilters({ ...this.filters, stage: value }));
  }

  clearFilters(): void {
    this.list.setFilters(EMPTY_PROJECT_FILTERS);
  }

  applyQuery(search: string): void {
    this.list.replaceFilters(parseProjectQuery(search));
  }

  start(): void {
    this.list.start();
  }

  loadMore(): void {
    void this.list.loadMore();
  }

  retry(): void {
    this.list.retry();
  }

  dispose(): void {
    this.list.dispose();
  }
}
