export * from './notificationTexts';
