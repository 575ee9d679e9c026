export * from './permissions';
export * from './routeAccess';
