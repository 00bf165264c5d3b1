import request from 'supertest';
import { expect } from 'vitest';
import { DEMO_PASSWORD, startSandbox } from '../src';
import type { RunningSandbox, SandboxOptions } from '../src';

export const TEST_SECRET = 'sandbox-test-secret-0123456789abcdef';

export interface SessionUser {
  jwt: string;
  id: number;
  userName: string;
  recycleDate: number;
  roles: string[];
  territory: string;
  validated: boolean;
  accountId?: number;
}

export interface GroupBody {
  id: number;
  parentId: number | null;
  parentName: string | null;
  name: string;
  type: string;
  subtype: string;
  territory: string;
  isOwner: boolean;
  isMember: boolean;
  isManager: boolean;
  charity?: { number: string; status: string };
  children?: GroupBody[];
}

/** A clock the test moves by hand. */
export function manualClock(start = Date.UTC(2026, 2, 18, 9, 30)) {
  let now = start;
  return {
    now: () => now,
    advanceSeconds: (seconds: number) => {
      now += seconds * 1000;
    },
  };
}

export function startTestSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  return startSandbox({ jwtSecret: TEST_SECRET, ...options });
}

export function basicAuth(userName: string, password = DEMO_PASSWORD): string {
  return `Basic ${Buffer.from(`${userName}:${password}`).toString('base64')}`;
}

export function userServer(sandbox: RunningSandbox) {
  return request(sandbox.urls.userServer);
}

export async function signIn(
  sandbox: RunningSandbox,
  userName: string,
  query: Record<string, string | number> = {},
  password = DEMO_PASSWORD,
): Promise<SessionUser> {
  const response = await userServer(sandbox).get('/auth').query(query).set('Authorization', basicAuth(userName, password));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as SessionUser;
}

export async function captchaToken(sandbox: RunningSandbox, action: string): Promise<string> {
  const response = await userServer(sandbox).get('/captcha/token').query({ sitekey: sandbox.captcha.siteKey, action });
  expect(response.status).toBe(200);
  return (response.body as { token: string }).token;
}

export async function groupsOf(sandbox: RunningSandbox, jwt: string): Promise<GroupBody[]> {
  const response = await userServer(sandbox).get('/groups').set('Authorization', `Bearer ${jwt}`);
  expect(response.status).toBe(200);
  return response.body as GroupBody[];
}

export async function groupIdByName(sandbox: RunningSandbox, name: string): Promise<number> {
  const staff = await signIn(sandbox, 'admin@provider.example');
  const group = (await groupsOf(sandbox, staff.jwt)).find((candidate) => candidate.name === name);
  if (!group) throw new Error(`No group named ${name}`);
  return group.id;
}

export async function outbox(sandbox: RunningSandbox, email: string): Promise<{ email: string; kind: string; code: string; sentAt: number }[]> {
  const response = await userServer(sandbox).get('/sandbox/outbox').query({ email });
  expect(response.status).toBe(200);
  return response.body as { email: string; kind: string; code: string; sentAt: number }[];
}

/** The claims of a JWT, read without checking its signature. */
export function claimsOf(jwt: string): Record<string, unknown> {
  const payload = jwt.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
