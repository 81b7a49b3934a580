import { z } from 'zod';

export const presenceValues = ['available', 'away', 'busy', 'offline'] as const;
export const presence = z.enum(presenceValues);
export type Presence = z.infer<typeof presence>;

/** Why a session stopped being valid; the login screen words its message by it. */
export const sessionEndReason = z.enum(['logged_out', 'expired', 'unauthenticated', 'logout']);
export type SessionEndReason = z.infer<typeof sessionEndReason>;

export const connectionType = z.enum(['soft', 'pstn']);
export const region = z.enum(['us', 'europe']);

export const session = z.object({
  userId: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  tenantId: z.number().int(),
  tenantName: z.string(),
  /** Where the tenant is hosted (spec 3 user settings region): in Europe restricted numbers are refused. */
  region,
  role: z.enum(['admin', 'manager', 'rep']),
  teamId: z.number().int().nullable(),
  deviceUser: z.string(),
  devicePass: z.string(),
  realm: z.string(),
  status: presence,
  authToken: z.string(),
  externalURL: z.string().nullable(),
  capList: z.array(z.string()),
  connectionType,
  userProvisioningId: z.string(),
  accountProvisioningId: z.string(),
  impersonatorId: z.number().int().nullable(),
  impersonatorName: z.string().nullable(),
});
export type Session = z.infer<typeof session>;

export const loginBody = z.object({
  email: z.string().trim().min(1, 'Email is required'),
  password: z.string().min(1, 'Password is required'),
  recaptchaCode: z.string().optional(),
  mfaDeviceToken: z.string().optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

/** POST /login answers with the session, or with a message that sends the user to a second factor. */
export const loginResult = z.union([session, z.object({ mfaToken: z.string(), mfaMethod: z.enum(['app', 'email']) })]);
export type LoginResult = z.infer<typeof loginResult>;

export const mfaVerifyBody = z.object({
  mfaToken: z.string().min(1),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The code has 6 digits'),
});
export type MfaVerifyBody = z.input<typeof mfaVerifyBody>;

export const changeExpiredPasswordBody = z.object({
  email: z.string().trim().min(1, 'Email is required'),
  oldPassword: z.string().min(1, 'Password is required'),
  newPassword: z.string(),
  confirmPassword: z.string(),
});
export type ChangeExpiredPasswordBody = z.input<typeof changeExpiredPasswordBody>;

/** Spec 3 change password (my profile): the current password, the new one and its confirmation. */
export const changePasswordBody = z.object({ currentPassword: z.string().min(1).max(200), newPassword: z.string().max(200), confirmPassword: z.string().max(200) });

export const presenceBody = z.object({ presence });
export const presenceReply = z.object({ presence });

export const captchaChallenge = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.unknown()).optional(),
  }),
  signature: z.string().optional(),
});
export type CaptchaChallenge = z.infer<typeof captchaChallenge>;
