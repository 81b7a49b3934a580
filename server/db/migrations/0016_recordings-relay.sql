ALTER TABLE "recordings" ADD COLUMN "source" text DEFAULT 'browser' NOT NULL;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "duration_ms" integer;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "analysis" jsonb;