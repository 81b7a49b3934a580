/** The carrier behind SMS: the Simulated SMS carrier here, a CPaaS at scale, the same interface. */
export interface SmsProvider {
  readonly name: string;
  readonly simulated: boolean;
  /** Hands the message to the carrier; resolves with the carrier's id of it. */
  send(message: { from: string; to: string; body: string }): Promise<{ carrierId: string }>;
  /** Delivery reports from the carrier. */
  onStatus(listener: (report: { carrierId: string; status: 'DELIVERED' | 'FAILED'; reason: string | null }) => void): void;
  close(): void;
}
