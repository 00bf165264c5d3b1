import { randomBytes } from 'node:crypto';

export const DEFAULT_TOKEN_TTL_SECONDS = 3600;

/** Options win over the environment, so tests can run with their own secret and a short TTL. */
export function resolveJwtSecret(option: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  const secret = option ?? (env.SANDBOX_JWT_SECRET || undefined);
  if (secret === '') throw new Error('jwtSecret must not be empty');
  return secret ?? randomBytes(32).toString('hex');
}

export function resolveTokenTtl(option: number | undefined, env: NodeJS.ProcessEnv = process.env): number {
  if (option !== undefined) {
    if (!Number.isInteger(option) || option <= 0) throw new Error('tokenTtlSeconds must be a positive whole number of seconds');
    return option;
  }
  const fromEnv = env.SANDBOX_TOKEN_TTL;
  if (fromEnv === undefined || fromEnv.trim() === '') return DEFAULT_TOKEN_TTL_SECONDS;
  if (!/^\d+$/.test(fromEnv.trim()) || Number(fromEnv) <= 0) throw new Error('SANDBOX_TOKEN_TTL must be a positive whole number of seconds');
  return Number(fromEnv);
}

export function resolvePort(name: string, port: number | undefined): number {
  if (port === undefined) return 0;
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`The port for ${name} must be a whole number from 0 to 65535`);
  return port;
}
