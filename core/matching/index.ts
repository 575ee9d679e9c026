export * from './lastActive';
export * from './partnerScoring';
