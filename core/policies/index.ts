export * from './permissions';
export * from './routeAccess';
export * from './returnPath';
