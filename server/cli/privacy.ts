// npm run privacy: runs the command (server/cli/commands/privacy.ts) as a process of its own.
import { runStaffCommand } from './run';
import { privacyCommand } from './commands/privacy';

runStaffCommand(privacyCommand);
