import { spawn } from 'node:child_process';

export type ProcessResult = { code: number | null; stderr: string };

/**
 * Runs a program the app ships (ffmpeg, the eSpeak-NG script) and answers its exit code and
 * what it wrote to stderr, kept up to `maxStderr` characters: the start (`keep: 'head'`, where
 * ffmpeg describes its input) or the end (`'tail'`, its last progress line). `input` is written
 * to its stdin; `onStdout` receives what it writes to stdout (ffmpeg's `-progress pipe:1`), else
 * stdout is ignored. Past `timeoutMs` it is killed, and answers like a failed run.
 */
export function runProcess(
  command: string,
  args: readonly string[],
  options: {
    timeoutMs: number;
    keep?: 'head' | 'tail';
    maxStderr?: number;
    input?: string;
    onStdout?: (chunk: string) => void;
  },
): Promise<ProcessResult> {
  const { timeoutMs, keep = 'head', maxStderr = 64_000, input, onStdout } = options;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: [input === undefined ? 'ignore' : 'pipe', onStdout ? 'pipe' : 'ignore', 'pipe'],
    });
    if (onStdout) {
      child.stdout?.setEncoding('utf8');
      child.stdout?.on('data', onStdout);
    }
    let stderr = '';
    // stderr is always piped (see stdio above).
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      if (keep === 'tail') stderr = (stderr + chunk).slice(-maxStderr);
      else if (stderr.length < maxStderr) stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
    if (input !== undefined) child.stdin?.end(input, 'utf8');
  });
}
