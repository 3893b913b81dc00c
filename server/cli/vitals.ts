// npm run vitals: runs the command (server/cli/commands/vitals.ts) as a process of its own.
import { runStaffCommand } from './run';
import { vitalsCommand } from './commands/vitals';

runStaffCommand(vitalsCommand);
