/**
 * Every route of the app (spec section 2), as data: its path, its page, who may open it, the data
 * features its page calls as it opens, and the page's title. The router (./routes.tsx), the guard
 * (./guards.tsx), index.html's preloads (webpack.config.ts, src/build/routeChunks.ts), the bundle
 * figures (test/bench/bundles.ts) and the route tests all read this table.
 *
 * Every page is its own chunk; `chunk` names it, as the `webpackChunkName` beside it does (the
 * build fails when a chunk named here is not one webpack made). The admin area's layout is the
 * chunk "admin" and each admin page its own, so opening one admin page downloads only that page.
 *
 * The module holds data and loaders only (no JSX; its static imports are types), so the build's
 * Node scripts read it as it is; they never call a loader.
 */
import type { ComponentType } from 'react';
import type { RouteAccess } from '../../core/policies/routeAccess';
import type { adminBannersTexts } from '../admin/texts/banners';
import type { adminDashboardTexts } from '../admin/texts/dashboard';
import type { adminProjectsTexts } from '../admin/texts/projects';
import type { adminQuestionnaireTexts } from '../admin/texts/questionnaire';
import type { adminReportsTexts } from '../admin/texts/reports';
import type { adminResourcesTexts } from '../admin/texts/resources';
import type { adminUsersTexts } from '../admin/texts/users';
import type { authTexts } from '../auth/texts';
import type { blockTexts } from '../blocks/texts';
import type { inboxTexts } from '../chat/inboxTexts';
import type { chatTexts } from '../chat/texts';
import type { editorTexts } from '../editor/texts';
import type { homeTexts } from '../home/texts';
import type { myDataTexts } from '../mydata/texts';
import type { privacyTexts } from '../privacy/texts';
import type { profileTexts } from '../profile/texts';
import type { questionnaireTexts } from '../questionnaire/texts/questionnaire';
import type { resourceTexts } from '../resources/texts';
import type { Texts } from '../texts';
import type { DataFeature } from './featureChunks';

/** Where a page's title is written: the shared catalogue and the feature texts, by feature. */
export type TitleTexts = Texts & {
  auth: typeof authTexts;
  home: typeof homeTexts;
  resources: typeof resourceTexts;
  editor: typeof editorTexts;
  chat: typeof chatTexts;
  inbox: typeof inboxTexts;
  blocks: typeof blockTexts;
  profile: typeof profileTexts;
  questionnaire: typeof questionnaireTexts;
  adminDashboard: typeof adminDashboardTexts;
  adminQuestionnaire: typeof adminQuestionnaireTexts;
  adminUsers: typeof adminUsersTexts;
  adminProjects: typeof adminProjectsTexts;
  adminReports: typeof adminReportsTexts;
  adminResources: typeof adminResourcesTexts;
  adminBanners: typeof adminBannersTexts;
  privacy: typeof privacyTexts;
  myData: typeof myDataTexts;
};

interface Row {
  /** Absolute for a top-level route, relative to the parent's path for a nested one. */
  path: string;
  access: RouteAccess;
}

/**
 * What only the build, the bundle figures and the tests read: the browser's copy of the table
 * leaves these out (src/build/browserRouteTable.ts).
 */
export interface BuildOnlyFields {
  /** The page's chunk, as its loader's `webpackChunkName` spells it. */
  chunk: string;
  /** The data features the page calls as it opens, preloaded with it (./featureChunks.ts). */
  features: readonly DataFeature[];
  /**
   * The page's title (its heading and document.title) in the text catalogue, before what the
   * page shows refines it (a project's name, a member's): the page reads the same text itself.
   */
  title: (t: TitleTexts) => string;
}

export const BUILD_ONLY_FIELDS = ['chunk', 'features', 'title'] as const satisfies readonly (keyof BuildOnlyFields)[];

/** A route that shows a page, lazily loaded as the chunk `chunk`. */
export interface PageRoute extends Row, BuildOnlyFields {
  /**
   * The page's module. A member page may also export `Skeleton`: its static parts (heading,
   * description) with room for what it reads, shown while the session is being checked, so the
   * prerendered page paints them (src/build/prerenderPlugin.ts).
   */
  page: () => Promise<{ default: ComponentType; Skeleton?: ComponentType }>;
  /** Routes inside this page (its layout renders them). */
  children?: readonly RouteRow[];
  /** Where the layout's own path leads (relative to it): the layout has no page of its own. */
  defaultChild?: string;
}

/** A route that only sends on: /profile, to the member's own profile. */
export interface RedirectRoute extends Row {
  redirect: 'own-profile';
}

export type RouteRow = PageRoute | RedirectRoute;

const notFound = {
  chunk: 'page-not-found',
  page: () => import(/* webpackChunkName: "page-not-found" */ '../layout/NotFoundPage'),
  features: [],
  title: (t: TitleTexts) => t.pages.notFound.title,
} as const;

export const ROUTES: readonly RouteRow[] = [
  {
    path: '/',
    access: 'visitor',
    chunk: 'page-auth',
    page: () => import(/* webpackChunkName: "page-auth" */ '../auth/AuthPage'),
    features: [],
    title: (t) => t.auth.documentTitle,
  },
  {
    path: '/home',
    access: 'member',
    chunk: 'page-home',
    page: () => import(/* webpackChunkName: "page-home" */ '../home/HomePage'),
    features: ['content', 'recommendations', 'recommendation-use-cases'],
    title: (t) => t.home.documentTitle,
  },
  {
    path: '/resources',
    access: 'public',
    chunk: 'page-resources',
    page: () => import(/* webpackChunkName: "page-resources" */ '../resources/ResourcesPage'),
    features: ['content'],
    title: (t) => t.resources.title,
  },
  {
    path: '/explore-partners',
    access: 'member',
    chunk: 'page-explore-partners',
    page: () => import(/* webpackChunkName: "page-explore-partners" */ '../explore/ExplorePartnersPage'),
    features: [],
    title: (t) => t.pages.explorePartners.title,
  },
  {
    path: '/explore-projects',
    access: 'member',
    chunk: 'page-explore-projects',
    page: () => import(/* webpackChunkName: "page-explore-projects" */ '../explore/ExploreProjectsPage'),
    features: [],
    title: (t) => t.pages.exploreProjects.title,
  },
  {
    path: '/project/editor',
    access: 'onboarding',
    chunk: 'page-project-create',
    page: () => import(/* webpackChunkName: "page-project-create" */ '../editor/ProjectCreatePage'),
    features: [],
    title: (t) => t.editor.createTitle,
  },
  {
    path: '/project/edit/:projectId',
    access: 'member',
    chunk: 'page-project-edit',
    page: () => import(/* webpackChunkName: "page-project-edit" */ '../editor/ProjectEditPage'),
    features: [],
    title: (t) => t.editor.editTitle,
  },
  {
    path: '/project/:projectId',
    access: 'member',
    chunk: 'page-project-detail',
    page: () => import(/* webpackChunkName: "page-project-detail" */ '../project/ProjectDetailPage'),
    // The owner's page suggests partners as it opens; another member's asks whether they blocked the owner.
    features: ['applications', 'blocks', 'recommendations', 'recommendation-use-cases'],
    title: (t) => t.pages.projectDetail.title,
  },
  {
    path: '/chat/:receiverId',
    access: 'member',
    chunk: 'page-chat',
    page: () => import(/* webpackChunkName: "page-chat" */ '../chat/ChatPage'),
    features: ['chat', 'blocks'],
    title: (t) => t.chat.title,
  },
  {
    path: '/inbox',
    access: 'member',
    chunk: 'page-inbox',
    page: () => import(/* webpackChunkName: "page-inbox" */ '../chat/InboxPage'),
    features: ['chat'],
    title: (t) => t.inbox.title,
  },
  { path: '/profile', access: 'onboarding', redirect: 'own-profile' },
  {
    path: '/profile/:id',
    access: 'profile',
    chunk: 'page-user-profile',
    page: () => import(/* webpackChunkName: "page-user-profile" */ '../profile/UserProfilePage'),
    features: ['blocks'],
    title: (t) => t.profile.documentTitle,
  },
  {
    path: '/blocks',
    access: 'member',
    chunk: 'page-blocks',
    page: () => import(/* webpackChunkName: "page-blocks" */ '../blocks/BlockListPage'),
    features: ['blocks'],
    title: (t) => t.blocks.listTitle,
  },
  {
    path: '/questionnaire',
    access: 'member',
    chunk: 'page-questionnaire',
    page: () => import(/* webpackChunkName: "page-questionnaire" */ '../questionnaire/QuestionnairePage'),
    features: ['questionnaire', 'questionnaire-use-cases'],
    title: (t) => t.questionnaire.page.documentTitle,
  },
  {
    path: '/questionnaire/result/:resultId',
    access: 'member',
    chunk: 'page-questionnaire-result',
    page: () => import(/* webpackChunkName: "page-questionnaire-result" */ '../questionnaire/QuestionnaireResultPage'),
    features: ['questionnaire', 'questionnaire-use-cases'],
    title: (t) => t.pages.questionnaireResult.title,
  },
  {
    path: '/agreement-templates',
    access: 'member',
    chunk: 'page-agreement-templates',
    page: () => import(/* webpackChunkName: "page-agreement-templates" */ '../agreements/AgreementTemplatesPage'),
    features: [],
    title: (t) => t.pages.agreementTemplates.title,
  },
  {
    path: '/contact-us',
    access: 'member',
    chunk: 'page-contact-us',
    page: () => import(/* webpackChunkName: "page-contact-us" */ '../contact/ContactUsPage'),
    features: [],
    title: (t) => t.pages.contactUs.title,
  },
  {
    path: '/privacy',
    access: 'public',
    chunk: 'page-privacy',
    page: () => import(/* webpackChunkName: "page-privacy" */ '../privacy/PrivacyPage'),
    features: [],
    title: (t) => t.privacy.title,
  },
  {
    path: '/my-data',
    access: 'onboarding',
    chunk: 'page-my-data',
    page: () => import(/* webpackChunkName: "page-my-data" */ '../mydata/MyDataPage'),
    features: [],
    title: (t) => t.myData.title,
  },
  {
    path: '/reset-password',
    access: 'public',
    chunk: 'page-reset-password',
    page: () => import(/* webpackChunkName: "page-reset-password" */ '../auth/ResetPasswordPage'),
    features: [],
    title: (t) => t.auth.newPasswordTitle,
  },
  {
    path: '/account-deleted',
    access: 'public',
    chunk: 'page-account-deleted',
    page: () => import(/* webpackChunkName: "page-account-deleted" */ '../mydata/AccountDeletedPage'),
    features: [],
    title: (t) => t.myData.deletedTitle,
  },
  {
    path: '/admin',
    access: 'admin',
    chunk: 'admin',
    // The admin use cases travel in this chunk (core/usecases/index.ts): every admin page has them.
    page: () => import(/* webpackChunkName: "admin" */ '../admin/AdminLayout'),
    features: [],
    title: (t) => t.pages.admin.title,
    defaultChild: 'dashboard',
    children: [
      {
        path: 'dashboard',
        access: 'admin',
        chunk: 'admin-dashboard',
        page: () => import(/* webpackChunkName: "admin-dashboard" */ '../admin/AdminDashboardPage'),
        features: ['admin'],
        title: (t) => t.adminDashboard.title,
      },
      {
        path: 'questionnaire-editor',
        access: 'admin',
        chunk: 'admin-questionnaire-editor',
        page: () =>
          import(/* webpackChunkName: "admin-questionnaire-editor" */ '../admin/AdminQuestionnaireEditorPage'),
        features: ['questionnaire'],
        title: (t) => t.adminQuestionnaire.title,
      },
      {
        path: 'users',
        access: 'admin',
        chunk: 'admin-users',
        page: () => import(/* webpackChunkName: "admin-users" */ '../admin/AdminUsersPage'),
        features: ['admin'],
        title: (t) => t.adminUsers.title,
      },
      {
        path: 'projects',
        access: 'admin',
        chunk: 'admin-projects',
        page: () => import(/* webpackChunkName: "admin-projects" */ '../admin/AdminProjectsPage'),
        features: ['admin'],
        title: (t) => t.adminProjects.title,
      },
      {
        path: 'reports',
        access: 'admin',
        chunk: 'admin-reports',
        page: () => import(/* webpackChunkName: "admin-reports" */ '../admin/AdminReportsPage'),
        features: ['reports'],
        title: (t) => t.adminReports.title,
      },
      {
        path: 'resources',
        access: 'admin',
        chunk: 'admin-resources',
        page: () => import(/* webpackChunkName: "admin-resources" */ '../admin/AdminResourcesPage'),
        features: ['content'],
        title: (t) => t.adminResources.title,
      },
      {
        path: 'banners',
        access: 'admin',
        chunk: 'admin-banners',
        page: () => import(/* webpackChunkName: "admin-banners" */ '../admin/AdminBannersPage'),
        features: ['content'],
        title: (t) => t.adminBanners.title,
      },
      { path: '*', access: 'admin', ...notFound },
    ],
  },
  { path: '*', access: 'public', ...notFound },
];

export const isPageRoute = (row: RouteRow): row is PageRoute => 'page' in row;
