ALTER TABLE "telephony_calls" ADD COLUMN "starred" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "telephony_calls" ADD COLUMN "score" integer;--> statement-breakpoint
ALTER TABLE "telephony_calls" ADD COLUMN "observation" text;--> statement-breakpoint
ALTER TABLE "telephony_calls" ADD COLUMN "shared_to_library" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_telephony_acl" ADD COLUMN "call_archive_access" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_telephony_acl" ADD COLUMN "call_archive_edit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "telephony_calls_time_idx" ON "telephony_calls" USING btree ("tenant_id","started_at");