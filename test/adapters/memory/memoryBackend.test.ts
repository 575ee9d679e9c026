/** The memory backend against every contract suite, plus what only the memory backend does. */
import { describeAllContracts } from '../../contract';
import { makeMemoryHarness } from './memoryHarness';

describeAllContracts('memory', () => makeMemoryHarness());
