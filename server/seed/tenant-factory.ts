import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { teams, tenants, users, type TenantSettings } from '../db/schema';
import { hashPassword } from '../areas/session/passwords';

export const defaultTenantSettings = (): TenantSettings => ({
  maxSessionsPerUser: 3,
  sessionIdleMinutes: 8 * 60,
  connectTimeSeconds: 120,
  metricTargets: {
    callsOut: { target: 60, warning: 45, error: 25 },
    callsIn: { target: 8, warning: 5, error: 2 },
    connects: { target: 12, warning: 8, error: 4 },
    talkTime: { target: 90, warning: 60, error: 30 },
    emails: { target: 25, warning: 15, error: 8 },
    demos: { target: 2, warning: 1, error: 1 },
  },
});

export const ROLE_CAPS: Record<'admin' | 'manager' | 'rep', string[]> = {
  admin: [
    'dashboard.managerView',
    'contact.create',
    'account.create',
    'monitor.read',
    'settings.admin',
    'list.create',
    'list.reset',
    'list.refresh',
    'report.listUsers',
    'user.list',
    'csvImport',
    'dataIq',
  ],
  manager: ['dashboard.managerView', 'contact.create', 'account.create', 'monitor.read', 'list.create', 'list.reset', 'list.refresh', 'report.listUsers', 'user.list', 'csvImport', 'dataIq'],
  // Reps pick teammates (task assignees, list sharing); a tenant can take user.list away from one.
  rep: ['contact.create', 'user.list'],
};

export interface NewUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: 'admin' | 'manager' | 'rep';
  teamId?: number | null;
  mustChangePassword?: boolean;
  active?: boolean;
  mfaMethod?: 'app' | 'email' | null;
  mfaSecret?: string | null;
}

export async function createTenant(db: Db, name: string, settings: Partial<TenantSettings> = {}) {
  const [tenant] = await db
    .insert(tenants)
    .values({ name, settings: { ...defaultTenantSettings(), ...settings } })
    .returning();
  if (!tenant) throw new Error('tenant not created');
  return tenant;
}

export async function createTeam(db: Db, tenantId: number, name: string) {
  const [team] = await db.insert(teams).values({ tenantId, name }).returning();
  if (!team) throw new Error('team not created');
  return team;
}

export async function createUser(db: Db, tenantId: number, input: NewUser) {
  const [user] = await db
    .insert(users)
    .values({
      tenantId,
      teamId: input.teamId ?? null,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName,
      lastName: input.lastName,
      role: input.role,
      capList: ROLE_CAPS[input.role],
      active: input.active ?? true,
      mustChangePassword: input.mustChangePassword ?? false,
      mfaMethod: input.mfaMethod ?? null,
      mfaSecret: input.mfaSecret ?? null,
      presence: 'offline',
      provisioningId: randomUUID(),
    })
    .returning();
  if (!user) throw new Error('user not created');
  return user;
}
