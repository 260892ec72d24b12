/** Rebuilds the SPA before start when its sources are newer than dist/index.html (or it is missing). */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = ['src/client', 'src/shared', 'locales', 'public', 'webpack.config.ts'];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function spaIsStale(root: string, spaDir: string): boolean {
  const index = path.join(spaDir, 'index.html');
  if (!fs.existsSync(index)) return true;
  const built = fs.statSync(index).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}

export function buildSpa(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['webpack', '--mode', 'production'], {
      cwd: root,
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`webpack exited with code ${code}`)),
    );
  });
}
