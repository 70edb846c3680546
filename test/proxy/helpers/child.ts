// Runs a proxy script with tsx as a child process, the way an admin would.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const tsx = `${root}node_modules/.bin/tsx`;

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Only the variables a test gives, plus PATH: the developer's own env must not leak in. */
function childEnv(env: Record<string, string>) {
  return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env };
}

export function runScript(script: string, args: string[], env: Record<string, string>): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [script, ...args], { cwd: root, env: childEnv(env) });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Starts a long-running script and resolves with its first line of output. */
export function startScript(
  script: string,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; firstLine: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [script], { cwd: root, env: childEnv(env) });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const newline = stdout.indexOf('\n');
      if (newline !== -1) resolve({ child, firstLine: stdout.slice(0, newline) });
    });
    child.on('error', reject);
    child.on('close', (code) => reject(new Error(`exited with ${code} before printing: ${stderr}`)));
  });
}
