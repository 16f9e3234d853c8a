import { spawn } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

/** Why a conversion did not give a PDF, as the catalogue key the file's state carries. */
export class ConversionError extends Error {
  readonly key:
    | 'files.converterMissing'
    | 'files.conversionFailed'
    | 'files.conversionTimeout'
    | 'upload.archiveUnsafe';
  /** What the converter said (a path, an exit code and its words). */
  readonly detail: string;
  /** Retrying cannot help (the converter is missing): fail at once. */
  readonly permanent: boolean;
  constructor(key: ConversionError['key'], detail: string, permanent = false) {
    super(`${key}: ${detail}`);
    this.key = key;
    this.detail = detail;
    this.permanent = permanent;
  }
}

/** Thrown when the conversion was stopped because the server is shutting down. */
export class ConversionAborted extends Error {}

async function isExecutable(file: string): Promise<boolean> {
  try {
    await fsp.access(file, fs.constants.X_OK);
    return (await fsp.stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Where LibreOffice is: SOFFICE_PATH when set (and nothing else), else `soffice` or
 * `libreoffice` on PATH. Looked up for every job, so installing it later needs no restart.
 */
export async function locateSoffice(configured: string): Promise<string | null> {
  if (configured) return (await isExecutable(configured)) ? configured : null;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    for (const name of ['soffice', 'libreoffice']) {
      const file = path.join(dir, name);
      if (await isExecutable(file)) return file;
    }
  }
  return null;
}

/**
 * Converts one document to PDF with LibreOffice headless, in its own scratch folder with its
 * own user profile (so conversions never share or lock a profile), killed with its whole
 * process group at the timeout or on abort. Returns the PDF's path inside `workDir`.
 */
export async function convertToPdf(opts: {
  soffice: string;
  input: string;
  workDir: string;
  timeoutMs: number;
  signal: AbortSignal;
}): Promise<string> {
  const outDir = path.join(opts.workDir, 'out');
  const profile = path.join(opts.workDir, 'profile');
  await fsp.mkdir(outDir, { recursive: true });
  const args = [
    `-env:UserInstallation=file://${profile}`,
    '--headless',
    '--invisible',
    '--norestore',
    '--nolockcheck',
    '--nodefault',
    '--convert-to',
    'pdf',
    '--outdir',
    outDir,
    opts.input,
  ];
  await new Promise<void>((resolve, reject) => {
    const child = spawn(opts.soffice, args, {
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, HOME: opts.workDir },
    });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      if (stderr.length < 4000) stderr += d.toString();
    });
    let reason: ConversionError | ConversionAborted | null = null;
    const kill = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    };
    const timer = setTimeout(() => {
      reason = new ConversionError('files.conversionTimeout', `after ${opts.timeoutMs} ms`);
      kill();
    }, opts.timeoutMs);
    const onAbort = () => {
      reason = new ConversionAborted('shutting down');
      kill();
    };
    if (opts.signal.aborted) onAbort();
    else opts.signal.addEventListener('abort', onAbort, { once: true });
    child.on('error', (err) => {
      clearTimeout(timer);
      opts.signal.removeEventListener('abort', onAbort);
      reject(new ConversionError('files.converterMissing', err.message, true));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      opts.signal.removeEventListener('abort', onAbort);
      if (reason) reject(reason);
      else if (code !== 0)
        reject(new ConversionError('files.conversionFailed', `exit ${code}: ${stderr.trim()}`));
      else resolve();
    });
  });
  const pdf = path.join(outDir, `${path.parse(opts.input).name}.pdf`);
  try {
    const stat = await fsp.stat(pdf);
    if (stat.size === 0) throw new Error('empty');
  } catch {
    throw new ConversionError('files.conversionFailed', 'LibreOffice wrote no PDF');
  }
  return pdf;
}
