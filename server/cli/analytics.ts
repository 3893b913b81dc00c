// npm run analytics: runs the command (server/cli/commands/analytics.ts) as a process of its own.
import { runStaffCommand } from './run';
import { analyticsCommand } from './commands/analytics';

runStaffCommand(analyticsCommand);
