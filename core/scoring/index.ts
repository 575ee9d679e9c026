export * from './archetypeScoring';
