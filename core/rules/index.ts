export * from './defaults';
export * from './onboarding';
export * from './profileComplete';
export * from './applicationStatus';
export * from './questionnaireEligibility';
export * from './unread';
export * from './profilePatch';
export * from './questionInput';
