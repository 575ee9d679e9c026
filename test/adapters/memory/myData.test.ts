/** The my-data contract on the memory backend alone, for a quick run (memoryBackend.test.ts runs every suite). */
import { describeMyDataContract, describeMyDataFilesContract } from '../../contract';
import { makeMemoryHarness } from './memoryHarness';

describeMyDataContract('memory', () => makeMemoryHarness());
describeMyDataFilesContract('memory', () => makeMemoryHarness());
