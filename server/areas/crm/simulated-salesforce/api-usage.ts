/**
 * The org's request allocation: every REST call counts against the daily allocation (counted per
 * UTC day here; Salesforce counts over a rolling 24 hours), synchronous report runs against their
 * own hourly allocation (Salesforce: 500 an hour). Past the allocation a call is refused with 403
 * REQUEST_LIMIT_EXCEEDED. GET /limits neither counts nor is refused, so the budget can always be read.
 */
export class ApiUsage {
  private day = '';
  private requests = 0;
  private hour = '';
  private reportRuns = 0;

  constructor(
    public dailyMax: number,
    public hourlyReportRunsMax = 500,
  ) {}

  /** Counts one request at `now`; false when the day's allocation is already spent. */
  take(now: Date): boolean {
    this.roll(now);
    if (this.requests >= this.dailyMax) return false;
    this.requests++;
    return true;
  }

  takeReportRun(now: Date): boolean {
    this.roll(now);
    if (this.reportRuns >= this.hourlyReportRunsMax) return false;
    this.reportRuns++;
    return true;
  }

  /** Spends the allocation down to `remaining` requests (a test's or the demo's lever). */
  setUsed(now: Date, used: number): void {
    this.roll(now);
    this.requests = Math.min(used, this.dailyMax);
  }

  /** The Sforce-Limit-Info header every REST answer carries: `api-usage=<used>/<max>`. */
  header(now: Date): string {
    this.roll(now);
    return `api-usage=${this.requests}/${this.dailyMax}`;
  }

  limits(now: Date) {
    this.roll(now);
    return {
      DailyApiRequests: { Max: this.dailyMax, Remaining: this.dailyMax - this.requests },
      HourlySyncReportRuns: { Max: this.hourlyReportRunsMax, Remaining: this.hourlyReportRunsMax - this.reportRuns },
      DailyBulkApiBatches: { Max: 15000, Remaining: 15000 },
      DataStorageMB: { Max: 5, Remaining: 5 },
    };
  }

  private roll(now: Date) {
    const iso = now.toISOString();
    if (iso.slice(0, 10) !== this.day) {
      this.day = iso.slice(0, 10);
      this.requests = 0;
    }
    if (iso.slice(0, 13) !== this.hour) {
      this.hour = iso.slice(0, 13);
      this.reportRuns = 0;
    }
  }
}
