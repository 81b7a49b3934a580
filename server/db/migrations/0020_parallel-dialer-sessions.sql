CREATE TABLE "parallel_dialer_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"list_id" integer NOT NULL,
	"caller_number" text NOT NULL,
	"voice_message_id" integer,
	"callback_notice_id" integer,
	"assigned_lines" integer NOT NULL,
	"result_for_voice_message" text,
	"result_for_callback_notice" text,
	"staggered_dial_ms" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "user_telephony_acl" ADD COLUMN "parallel_dialer_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_telephony_acl" ADD COLUMN "parallel_dialer_lines" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "parallel_dialer_sessions" ADD CONSTRAINT "parallel_dialer_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parallel_dialer_sessions" ADD CONSTRAINT "parallel_dialer_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parallel_dialer_sessions_one_open" ON "parallel_dialer_sessions" USING btree ("tenant_id","user_id") WHERE status <> 'ended';--> statement-breakpoint
CREATE INDEX "parallel_dialer_sessions_list_idx" ON "parallel_dialer_sessions" USING btree ("tenant_id","list_id");