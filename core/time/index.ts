export * from './relativeTime';
export * from './inboxTimeLabel';
