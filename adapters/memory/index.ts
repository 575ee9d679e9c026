export { createMemoryBackend, type MemoryBackend, type MemoryBackendOptions } from './createMemoryBackend';
export {
  MemoryChannelHub,
  MemoryKeyValueStore,
  browserChannel,
  browserStore,
  CHANNEL_NAME,
  type ChannelMessage,
  type CrossTabChannel,
  type KeyValueStore,
} from './keyValueStore';
export { EMPTY_SEED, buildSeedDb, loadDemoSeed, type SeedData, type SeedUser } from './seed';
export { STORE_KEYS, DB_VERSION, type DbData } from './database';
export { addActiveQuestionnaireInStore, runAsOperator, setAdminInStore, type OperatorTarget } from './operator';
export { demoSocialAccount, domSocialPrompt, type SocialAccountChoice, type SocialPrompt } from './socialPrompt';
export { FEEDBACK_SUCCESS_MESSAGE } from './feedbackService';
export { domStorageNotice, type StorageNotice, type StorageProblem } from './storageNotice';
