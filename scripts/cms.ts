/**
 * Local editing from the browser: decap-server (Decap CMS's local backend, which writes the edits
 * straight to content/ and public/images/) beside the dev server. Open http://localhost:5173/admin/.
 *   npm run cms
 * Stops both with Ctrl-C.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [
  spawn(process.execPath, [path.join(root, 'node_modules/decap-server/dist/index.js')], {
    cwd: root,
    env: { ...process.env, GIT_REPO_DIRECTORY: root, MODE: 'fs', BIND_HOST: '127.0.0.1', PORT: process.env.CMS_PORT || '8081' },
    stdio: 'inherit',
  }),
  spawn('npx', ['vite-react-ssg', 'dev', '--host', '127.0.0.1'], { cwd: root, stdio: 'inherit' }),
];
console.log('Content editor: http://localhost:5173/admin/ (the edits are written to content/; review them with git diff and commit)');

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.once('exit', stop);
