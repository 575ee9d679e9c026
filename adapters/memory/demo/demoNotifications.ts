import { applicationNotificationId, decisionNotificationId, type AppNotification } from '../../../core/domain';
import { applicationNotificationText, decisionNotificationText } from '../../../core/notifications/notificationTexts';
import { demoApplications, demoProjects } from './demoProjects';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the demo's applications notified, as the backend writes it when they happen: the owner's
 * notice of each application and the applicant's of each decision (a day later). All read
 * already, so the notification center shows this history and every bell starts at 0.
 */
export const demoNotifications: AppNotification[] = demoApplications.flatMap((a) => {
  const projectName = demoProjects.find((p) => p.id === a.projectId)?.projectName ?? '';
  const link = `/project/${a.projectId}`;
  const notices: AppNotification[] = [
    {
      id: applicationNotificationId(a.projectId, a.applicantId),
      userId: a.projectId,
      type: 'application',
      message: applicationNotificationText(a.applicantName, projectName),
      isRead: true,
      link,
      createdAt: a.createdAt,
    },
  ];
  if (a.status !== 'pending')
    notices.push({
      id: decisionNotificationId(a.projectId, a.applicantId),
      userId: a.applicantId,
      type: 'application',
      message: decisionNotificationText(projectName, a.status),
      isRead: true,
      link,
      createdAt: a.createdAt + DAY_MS,
    });
  return notices;
});
