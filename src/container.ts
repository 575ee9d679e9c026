import { Container } from 'inversify';
import type { Backend } from '../core/ports';
import type { UseCases } from '../core/usecases';
import { createUseCases } from './useCases';

/** The service identifiers the container binds: one per port, and the use cases. */
export const PORT = {
  auth: Symbol.for('AuthProvider'),
  users: Symbol.for('UserRepository'),
  projects: Symbol.for('ProjectRepository'),
  applications: Symbol.for('ApplicationRepository'),
  chat: Symbol.for('ChatGateway'),
  blocks: Symbol.for('BlockRepository'),
  notifications: Symbol.for('NotificationRepository'),
  banners: Symbol.for('BannerRepository'),
  resources: Symbol.for('ResourceRepository'),
  questionnaire: Symbol.for('QuestionnaireRepository'),
  storage: Symbol.for('FileStorage'),
  feedback: Symbol.for('FeedbackService'),
  admin: Symbol.for('AdminGateway'),
  reports: Symbol.for('ReportRepository'),
  myData: Symbol.for('MyDataGateway'),
} as const satisfies Record<keyof Backend, symbol>;
export const USE_CASES = Symbol.for('UseCases');

const PORT_NAMES = Object.keys(PORT) as (keyof Backend)[];

/**
 * The Inversify container: each port bound to the chosen backend's adapter, and the use cases
 * built from whatever is bound to the ports (so a test or a decorator can rebind one port).
 */
export function buildContainer(backend: Backend, log: (message: string, error: unknown) => void): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  for (const name of PORT_NAMES) container.bind(PORT[name]).toConstantValue(backend[name]);
  container.bind<UseCases>(USE_CASES).toDynamicValue((context) => {
    const bound = Object.fromEntries(PORT_NAMES.map((name) => [name, context.get(PORT[name])])) as unknown as Backend;
    return createUseCases(bound, { log });
  });
  return container;
}
