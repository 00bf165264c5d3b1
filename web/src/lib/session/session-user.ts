import { z } from 'zod';

/** The signed-in session as kept in local storage under the auth-details key. */
export const sessionUserSchema = z.object({
  jwt: z.string().min(1),
  id: z.string(),
  userName: z.string(),
  recycleDate: z.number(),
  roles: z.array(z.enum(['account', 'admin', 'super', 'sales'])),
  territory: z.enum(['uk', 'australia']),
  validated: z.boolean(),
  accountId: z.string().nullish(),
});

export type SessionUser = z.infer<typeof sessionUserSchema>;

export const staffRoles = ['admin', 'super', 'sales'] as const;

export function isStaff(user: Pick<SessionUser, 'roles'>): boolean {
  return user.roles.some((role) => (staffRoles as readonly string[]).includes(role));
}
