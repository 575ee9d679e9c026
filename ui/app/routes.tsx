import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AppLayout } from '../layout/AppLayout';
import { AdminGuard, OwnProfileRedirect, RouteGuard } from './guards';

/*
 * Every page is its own chunk (React.lazy). The admin area's layout is the chunk "admin" and
 * each admin page its own "admin-…" chunk, so opening one admin page downloads only that page.
 */
const AuthPage = lazy(() => import(/* webpackChunkName: "page-auth" */ '../auth/AuthPage'));
const HomePage = lazy(() => import(/* webpackChunkName: "page-home" */ '../home/HomePage'));
const ResourcesPage = lazy(() => import(/* webpackChunkName: "page-resources" */ '../resources/ResourcesPage'));
const ExplorePartnersPage = lazy(
  () => import(/* webpackChunkName: "page-explore-partners" */ '../explore/ExplorePartnersPage'),
);
const ExploreProjectsPage = lazy(
  () => import(/* webpackChunkName: "page-explore-projects" */ '../explore/ExploreProjectsPage'),
);
const ProjectDetailPage = lazy(
  () => import(/* webpackChunkName: "page-project-detail" */ '../project/ProjectDetailPage'),
);
const ChatPage = lazy(() => import(/* webpackChunkName: "page-chat" */ '../chat/ChatPage'));
const InboxPage = lazy(() => import(/* webpackChunkName: "page-inbox" */ '../chat/InboxPage'));
const ProjectCreatePage = lazy(
  () => import(/* webpackChunkName: "page-project-create" */ '../editor/ProjectCreatePage'),
);
const ProjectEditPage = lazy(() => import(/* webpackChunkName: "page-project-edit" */ '../editor/ProjectEditPage'));
const UserProfilePage = lazy(() => import(/* webpackChunkName: "page-user-profile" */ '../profile/UserProfilePage'));
const QuestionnairePage = lazy(() => import(/* webpackChunkName: "page-questionnaire" */ '../questionnaire/QuestionnairePage'));
const QuestionnaireResultPage = lazy(
  () => import(/* webpackChunkName: "page-questionnaire-result" */ '../questionnaire/QuestionnaireResultPage'),
);
const AgreementTemplatesPage = lazy(
  () => import(/* webpackChunkName: "page-agreement-templates" */ '../agreements/AgreementTemplatesPage'),
);
const ContactUsPage = lazy(() => import(/* webpackChunkName: "page-contact-us" */ '../contact/ContactUsPage'));
const NotFoundPage = lazy(() => import(/* webpackChunkName: "page-not-found" */ '../layout/NotFoundPage'));

const AdminLayout = lazy(() => import(/* webpackChunkName: "admin" */ '../admin/AdminLayout'));
const AdminDashboardPage = lazy(
  () => import(/* webpackChunkName: "admin-dashboard" */ '../admin/AdminDashboardPage'),
);
const AdminQuestionnaireEditorPage = lazy(
  () => import(/* webpackChunkName: "admin-questionnaire-editor" */ '../admin/AdminQuestionnaireEditorPage'),
);
const AdminUsersPage = lazy(() => import(/* webpackChunkName: "admin-users" */ '../admin/AdminUsersPage'));
const AdminProjectsPage = lazy(
  () => import(/* webpackChunkName: "admin-projects" */ '../admin/AdminProjectsPage'),
);
const AdminResourcesPage = lazy(
  () => import(/* webpackChunkName: "admin-resources" */ '../admin/AdminResourcesPage'),
);
const AdminBannersPage = lazy(() => import(/* webpackChunkName: "admin-banners" */ '../admin/AdminBannersPage'));

/** Every path of spec section 2 (for reference and tests); `*` is the 404 page. */
export const ROUTE_PATHS = [
  '/',
  '/home',
  '/resources',
  '/explore-partners',
  '/explore-projects',
  '/project/:projectId',
  '/chat/:receiverId',
  '/inbox',
  '/project/editor',
  '/project/edit/:projectId',
  '/profile/:id',
  '/profile',
  '/questionnaire',
  '/questionnaire/result/:resultId',
  '/agreement-templates',
  '/contact-us',
  '/admin',
  '/admin/dashboard',
  '/admin/questionnaire-editor',
  '/admin/users',
  '/admin/projects',
  '/admin/resources',
  '/admin/banners',
  '*',
] as const;

/** The route table. Guards: RouteGuard (core routeAccess) for all; AdminGuard for /admin. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route element={<RouteGuard />}>
          <Route path="/" element={<AuthPage />} />
          <Route path="/home" element={<HomePage />} />
          <Route path="/resources" element={<ResourcesPage />} />
          <Route path="/explore-partners" element={<ExplorePartnersPage />} />
          <Route path="/explore-projects" element={<ExploreProjectsPage />} />
          <Route path="/project/editor" element={<ProjectCreatePage />} />
          <Route path="/project/edit/:projectId" element={<ProjectEditPage />} />
          <Route path="/project/:projectId" element={<ProjectDetailPage />} />
          <Route path="/chat/:receiverId" element={<ChatPage />} />
          <Route path="/inbox" element={<InboxPage />} />
          <Route path="/profile" element={<OwnProfileRedirect />} />
          <Route path="/profile/:id" element={<UserProfilePage />} />
          <Route path="/questionnaire" element={<QuestionnairePage />} />
          <Route path="/questionnaire/result/:resultId" element={<QuestionnaireResultPage />} />
          <Route path="/agreement-templates" element={<AgreementTemplatesPage />} />
          <Route path="/contact-us" element={<ContactUsPage />} />
          <Route
            path="/admin"
            element={
              <AdminGuard>
                <AdminLayout />
              </AdminGuard>
            }
          >
            <Route index element={<Navigate to="dashboard" replace />} />
            <Route path="dashboard" element={<AdminDashboardPage />} />
            <Route path="questionnaire-editor" element={<AdminQuestionnaireEditorPage />} />
            <Route path="users" element={<AdminUsersPage />} />
            <Route path="projects" element={<AdminProjectsPage />} />
            <Route path="resources" element={<AdminResourcesPage />} />
            <Route path="banners" element={<AdminBannersPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
