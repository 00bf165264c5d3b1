import type { Request } from 'express';

/**
 * The address a browser reaches this service's page `path` at. By default the host the request
 * was sent to, which is right where the gateway and the browser share a machine; where they
 * reach the sandbox by different names (the gateway by a container's name), `SANDBOX_PUBLIC_HOST`
 * names the host the browser uses, keeping the port.
 */
export function browserUrl(req: Request, path: string, env: NodeJS.ProcessEnv = process.env): string {
  const url = new URL(path, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
  const publicHost = env.SANDBOX_PUBLIC_HOST?.trim();
  if (publicHost) url.hostname = publicHost;
  return url.toString();
}
