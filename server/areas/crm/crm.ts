/**
 * The product's side of a CRM: what the integration needs from one, whichever it is. Salesforce
 * (salesforce-crm.ts, through jsforce) is the first; a second CRM implements the same.
 */
export const CRM_OBJECTS = ['Contact', 'Lead', 'Account', 'Opportunity', 'Task'] as const;
export type CrmObject = (typeof CRM_OBJECTS)[number];

/** What connecting leaves: the tokens and where the org lives. */
export interface CrmGrant {
  accessToken: string;
  refreshToken: string;
  instanceUrl: string;
  orgId: string;
  userId: string;
}

/** A stored connection: the refresh token opens sessions; the last access token is tried first. */
export interface CrmConnection {
  instanceUrl: string;
  refreshToken: string;
  accessToken: string | null;
}

export interface CrmField {
  name: string;
  label: string;
  type: string;
  length: number;
  createable: boolean;
  updateable: boolean;
  nillable: boolean;
  custom: boolean;
  picklistValues: { value: string; label: string }[];
  referenceTo: string[];
}

export interface CrmObjectDescription {
  name: string;
  label: string;
  keyPrefix: string | null;
  fields: CrmField[];
}

export type CrmRecord = Record<string, unknown> & { Id: string };

/** Replication cursors: records changed at or after `updated`, deletions after `deleted`. */
export interface CrmCursor {
  updated: Date;
  deleted: Date;
}

export interface CrmChanges {
  records: CrmRecord[];
  deletedIds: string[];
  /** Where the next run starts. */
  next: CrmCursor;
}

/** One record's outcome of a write: its id, or the CRM's refusal kept with the record. */
export type CrmWriteResult = { ok: true; id: string } | { ok: false; errorCode: string; message: string; fields: string[] };

/** A call, email, SMS or voicemail drop as the CRM's activity record (Salesforce: a completed Task). */
export interface CrmActivity {
  /** The activity's own key, unique in the tenant ('call:<id>'): the CRM record carries it, so a repeated send finds it. */
  key: string;
  kind: 'call' | 'email' | 'sms' | 'voicemail';
  /** The contact or lead. */
  whoId: string;
  /** The account or opportunity, when known. */
  whatId?: string | null;
  subject: string;
  description?: string | null;
  occurredAt: Date;
  call?: { direction: 'inbound' | 'outbound'; durationSeconds: number; disposition?: string | null };
}

export interface CrmReportRows {
  reportId: string;
  name: string;
  columns: { name: string; label: string; dataType: string }[];
  rows: Record<string, unknown>[];
  /** false when the CRM returned only the first rows (Salesforce: 2,000 for a synchronous run). */
  allData: boolean;
}

export interface CrmLimits {
  dailyApiRequests: { max: number; remaining: number };
}

export interface CrmSession {
  describe(object: CrmObject): Promise<CrmObjectDescription>;
  queryChangesSince(object: CrmObject, since: CrmCursor, fields: string[]): Promise<CrmChanges>;
  /** Creates the records without an Id and updates those with one, each on its own. */
  upsert(object: CrmObject, records: Record<string, unknown>[]): Promise<CrmWriteResult[]>;
  /** The activity's record id in the CRM: created once per key, found again on a repeated send. */
  logActivity(activity: CrmActivity): Promise<string>;
  runReport(reportId: string): Promise<CrmReportRows>;
  limits(): Promise<CrmLimits>;
  /** Revokes the connection's refresh token (disconnect). */
  revoke(): Promise<void>;
}

export interface Crm {
  /** The CRM's authorize address for one connect attempt (PKCE: the challenge is derived from the verifier). */
  authorizeUrl(input: { state: string; codeVerifier: string; redirectUri: string }): string;
  /** The callback's code exchanged, with the attempt's verifier, for the connection's tokens. */
  exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<CrmGrant>;
  /** A session on a stored connection; `onAccessToken` hears each new access token (to keep it). */
  open(connection: CrmConnection, onAccessToken?: (accessToken: string) => void): CrmSession;
}
