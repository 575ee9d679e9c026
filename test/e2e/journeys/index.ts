import type { Journey } from '../harness.ts';
import { guards } from './guards.ts';
import { everyRoute } from './routes.ts';

/** Every browser journey, in the order they run. */
export const journeys: Journey[] = [guards, everyRoute];
