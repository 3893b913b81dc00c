// npm run export: runs the command (server/cli/commands/export.ts) as a process of its own.
import { runStaffCommand } from './run';
import { exportCommand } from './commands/export';

runStaffCommand(exportCommand);
