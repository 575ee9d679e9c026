import { makeAutoObservable } from 'mobx';
import type { Cursor, Gender, Page, Role, Uid, UserFilters, UserProfile } from '../../core/domain';
import { GENDERS, ROLES, isOneOf } from '../../core/domain';
import { cities, districtsOf } from '../../core/region/taiwanRegions';
import { FilteredListStore } from './FilteredListStore';
import type { ExploreErrorKind } from './FilteredListStore';

/** The filter form of Explore partners; '' means "all". */
export interface PartnerFilterValues {
  role: Role | '';
  gender: Gender | '';
  city: string;
  district: string;
}

export const EMPTY_PARTNER_FILTERS: PartnerFilterValues = Object.freeze({
  role: '',
  gender: '',
  city: '',
  district: '',
});

/** What the store needs of ProfileUseCases. */
export interface PartnerSource {
  explorePartners(filters: UserFilters, after: Cursor | null, ownUid: Uid | null): Promise<Page<UserProfile>>;
}

/** Known values only: an unknown role, city or a district of another city becomes ''. */
export function cleanPartnerFilters(
  raw: Partial<Record<keyof PartnerFilterValues, string | null | undefined>>,
): PartnerFilterValues {
  const role = isOneOf(ROLES, raw.role) ? raw.role : '';
  const gender = isOneOf(GENDERS, raw.gender) ? raw.gender : '';
  const city = typeof raw.city === 'string' && cities().includes(raw.city) ? raw.city : '';
  const district =
    city && typeof raw.district === 'string' && districtsOf(city).includes(raw.district) ? raw.district : '';
  return { role, gender, city, district };
}

/** Filters from a query string (`?role=technical&city=臺北市`), for deep links and the back button. */
export function parsePartnerQuery(search: string | URLSearchParams): PartnerFilterValues {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return cleanPartnerFilters({
    role: params.get('role'),
    gender: params.get('gender'),
    city: params.get('city'),
    district: params.get('district'),
  });
}

/** The query string of the filters (no leading ?), only the ones set, in a fixed order. */
export function partnerQueryString(filters: PartnerFilterValues): string {
  const params = new URLSearchParams();
  if (filters.role) params.set('role', filters.role);
  if (filters.gender) params.set('gender', filters.gender);
  if (filters.city) params.set('city', filters.city);
  if (filters.city && filters.district) params.set('district', filters.district);
  return params.toString();
}

function toUserFilters(f: PartnerFilterValues): UserFilters {
  const out: UserFilters = {};
  if (f.role) out.role = f.role;
  if (f.gender) out.gender = f.gender;
  if (f.city) {
    out.city = f.city;
    if (f.district) out.district = f.district;
  }
  return out;
}

/**
 * Explore partners (spec 2, 4 Lists, 9): role, gender, city and district filters (the district
 * only once a city is chosen; a new city clears it), 12 a page through
 * ProfileUseCases.explorePartners (which leaves out the own account), debounced filter changes,
 * paging, and the error kinds of spec 8.
 */
export class ExplorePartnersStore {
  readonly list: FilteredListStore<PartnerFilterValues, UserProfile>;

  constructor(
    source: PartnerSource,
    ownUid: () => Uid | null,
    initial: PartnerFilterValues = EMPTY_PARTNER_FILTERS,
    options: { debounceMs?: number } = {},
  ) {
    this.list = new FilteredListStore<PartnerFilterValues, UserProfile>({
      initialFilters: cleanPartnerFilters(initial),
      fetchPage: (filters, after) => source.explorePartners(toUserFilters(filters), after, ownUid()),
      keyOf: (u) => u.uid,
      debounceMs: options.debounceMs,
    });
    makeAutoObservable(this, { list: false }, { autoBind: true });
  }

  get filters(): PartnerFilterValues {
    return this.list.filters;
  }

  get districtEnabled(): boolean {
    return this.filters.city !== '';
  }

  get cityOptions(): string[] {
    return cities();
  }

  get districtOptions(): readonly string[] {
    return districtsOf(this.filters.city);
  }

  get activeFilterCount(): number {
    const f = this.filters;
    return [f.role, f.gender, f.city, f.district].filter((v) => v !== '').length;
  }

  get hasActiveFilters(): boolean {
    return this.activeFilterCount > 0;
  }

  get queryString(): string {
    return partnerQueryString(this.filters);
  }

  get errorKind(): ExploreErrorKind | null {
    return this.list.errorKind;
  }

  setRole(value: string): void {
    this.list.setFilters(cleanPartnerFilters({ ...this.filters, role: value }));
  }

  setGender(value: string): void {
    this.list.setFilters(cleanPartnerFilters({ ...this.filters, gender: value }));
  }

  /** A different city clears the district. */
  setCity(value: string): void {
    const district = value === this.filters.city ? this.filters.district : '';
    this.list.setFilters(cleanPartnerFilters({ ...this.filters, city: value, district }));
  }

  setDistrict(value: string): void {
    if (!this.districtEnabled) return;
    this.list.setFilters(cleanPartnerFilters({ ...this.filters, district: value }));
  }

  clearFilters(): void {
    this.list.setFilters(EMPTY_PARTNER_FILTERS);
  }

  /** The address bar changed (back button, a link): apply at once. */
  applyQuery(search: string): void {
    this.list.replaceFilters(parsePartnerQuery(search));
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
