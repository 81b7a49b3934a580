import { z } from 'zod';
import { archiveRangeError } from '../../domain/recordings/archive-range';
import { NUMBER_FILTER_PATTERN } from '../../domain/phone/automatic-recording';

const person = z.object({ id: z.number().int(), name: z.string() });

/**
 * Spec 2 section 3 "Recording / call": one recorded call as the archive and library show it.
 * `id` is the call's id (the call-history routes take it); `mediaName` its newest recording.
 */
export const archivedCall = z.object({
  id: z.string(),
  user: person,
  contact: person.nullable(),
  direction: z.enum(['in', 'out']),
  sourcePhoneNumber: z.string().nullable(),
  targetPhoneNumber: z.string().nullable(),
  /** Seconds. */
  duration: z.number().int().min(0),
  queueName: z.string().nullable(),
  /** The call result written for it (the activity log's). */
  callDisposition: z.string().nullable(),
  callObservation: z.string().nullable(),
  callScore: z.number().int().min(1).max(5).nullable(),
  summary: z.string().nullable(),
  starred: z.boolean(),
  /** Shared into the library (when the tenant's recording sharing is on). */
  sharedToLibrary: z.boolean(),
  mediaName: z.string(),
  mimeType: z.string(),
  startingTime: z.string(),
  voiceMessageId: z.number().int().nullable(),
  voiceMessageName: z.string().nullable(),
});
export type ArchivedCall = z.infer<typeof archivedCall>;

export const ARCHIVE_ORDER_COLUMNS = ['startingTime', 'duration', 'user', 'contact', 'callScore'] as const;
/** Beyond this many recordings one download is refused (select fewer). */
export const MAX_ZIP_RECORDINGS = 2000;

const isoDate = z.iso.datetime({ offset: true, message: 'A date is an ISO date-time' });

const archiveFilterFields = z.object({
  start: isoDate,
  end: isoDate,
  direction: z.enum(['in', 'out']).optional(),
  /** Seconds. */
  minDuration: z.coerce.number().int().min(0).max(86_400).optional(),
  /** true: the library (shared recordings); false: the archive. */
  library: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((v) => v === true || v === 'true')
    .default(false),
  userId: z.coerce.number().int().positive().optional(),
  callResult: z.string().trim().min(1).max(100).optional(),
});

/** Spec 2 section 5: start before end, at most 3 months apart (the spec's messages). */
const rangeRule = (q: { start: string; end: string }, ctx: z.RefinementCtx) => {
  const error = archiveRangeError(new Date(q.start), new Date(q.end));
  if (error) ctx.addIssue({ code: 'custom', message: error, path: ['start'] });
};

/** Spec 2 section 7 GET /recordings: the filters. */
export const archiveFilter = archiveFilterFields.superRefine(rangeRule);
export type ArchiveFilter = z.infer<typeof archiveFilter>;

/** The filters, the order and the page (`length` rows from `offset`; the spec's paging start). */
export const archiveQuery = archiveFilterFields
  .extend({
    orderColumn: z.enum(ARCHIVE_ORDER_COLUMNS).default('startingTime'),
    orderDirection: z.enum(['asc', 'desc']).default('desc'),
    length: z.coerce.number().int().min(1).max(100).default(10),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .superRefine(rangeRule);
export type ArchiveQuery = z.infer<typeof archiveQuery>;

/** GET /media/metadata/{id}: the call, and a short-lived address its audio streams from (an audio element sends no session header). */
export const recordingMetadata = z.object({ call: archivedCall, audio: z.object({ url: z.string(), expiresAt: z.string(), durationMs: z.number().int().nullable() }) });
export type RecordingMetadata = z.infer<typeof recordingMetadata>;

const utcOffset = z.number().int().min(-840).max(840);

/** POST /media/recordings/zip: the chosen calls. */
export const zipByIdsBody = z.object({ ids: z.array(z.string().min(1).max(200)).min(1, 'Select at least one recording').max(MAX_ZIP_RECORDINGS), utcOffset: utcOffset.default(0) });
/** POST /media/recordings/zip/all: every call matching the filter but the excluded ones (select-all mode). */
export const zipAllBody = z.object({ filter: archiveFilter, excludedIds: z.array(z.string().min(1).max(200)).max(MAX_ZIP_RECORDINGS).default([]), utcOffset: utcOffset.default(0) });
/** The token fetches the zip once within a few minutes: GET {rest}/media/recordings/zip/{token}[?csvOnly=true]. */
export const zipTicket = z.object({ token: z.string(), count: z.number().int(), expiresAt: z.string() });

export const scoreAndObsBody = z.object({
  callScore: z.number().int().min(1, 'A score is from 1 to 5').max(5, 'A score is from 1 to 5').nullable(),
  callObservation: z.string().trim().max(4000, 'Notes are at most 4000 characters').nullable(),
});
export const starBody = z.object({ starred: z.boolean() });
export const callHistoryBody = z.object({ sharedToLibrary: z.boolean() });

const dayOrNull = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be yyyy-MM-dd')
  .nullable();

/** Spec 2 section 3 saved page states monitorArchiveFilter and monitorLibraryFilter: the tab's filters (dates as days). */
export const archiveFilterState = z
  .object({
    start: dayOrNull,
    end: dayOrNull,
    direction: z.enum(['in', 'out']).nullable(),
    minDuration: z.number().int().min(0).max(86_400).nullable(),
    userId: z.number().int().positive().nullable(),
    callResult: z.string().max(100).nullable(),
  })
  .strict();
export type ArchiveFilterState = z.infer<typeof archiveFilterState>;

/** Spec 3 recording settings of the tenant (the on-demand Record button, automatic recording of outbound / inbound calls, library sharing). */
const numberFilters = z.array(z.string().trim().regex(NUMBER_FILTER_PATTERN, 'A number filter is digits, with an optional leading +')).max(200);
const userFilters = z.array(z.number().int().positive()).max(1000);
export const recordingSettings = z.object({
  onDemandEnabled: z.boolean(),
  outboundEnabled: z.boolean(),
  inboundEnabled: z.boolean(),
  sharingEnabled: z.boolean(),
  /** Number prefixes whose calls are never recorded automatically. */
  outboundFilters: numberFilters,
  inboundFilters: numberFilters,
  /** Users whose outbound / inbound calls are never recorded automatically (the user side). */
  userSideOutboundFilters: userFilters,
  userSideInboundFilters: userFilters,
});
export type RecordingSettings = z.infer<typeof recordingSettings>;
export const recordingSettingsBody = recordingSettings
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');
