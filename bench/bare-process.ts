import { spawn } from 'node:child_process';
import { freePort, root, stopper, waitForHttp, type Running } from '../e2e/support/fleet-process';

export async function startBare(): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/api/users/1`, child);
  return { url, stop: stopper(child) };
}
