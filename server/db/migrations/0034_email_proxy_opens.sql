ALTER TABLE "email_messages" ADD COLUMN "proxy_opens" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "proxy_opened_at" timestamp with time zone;