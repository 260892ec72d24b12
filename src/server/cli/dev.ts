/**
 * `npm run dev`: the API in watch mode on API_DEV_PORT (3001) and webpack-dev-server, which proxies /api
 * to it, together; stopping either stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => stopAll(code ?? 0));
  return child;
}

let stopping = false;
function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

run('npx', ['tsx', 'watch', 'src/server/cli/start.ts'], {
  PORT: process.env.API_DEV_PORT ?? '3001',
});
run('npx', ['webpack', 'serve', '--mode', 'development']);
