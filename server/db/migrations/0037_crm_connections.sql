CREATE TABLE "crm_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer,
	"provider" text NOT NULL,
	"org_id" text NOT NULL,
	"crm_user_id" text NOT NULL,
	"instance_url" text NOT NULL,
	"refresh_token" text NOT NULL,
	"access_token" text,
	"state" text DEFAULT 'connected' NOT NULL,
	"last_error" text,
	"connected_by" integer,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sync_at" timestamp with time zone,
	"sync_cursors" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_oauth_attempts" (
	"state" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"source_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"crm_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "crm_connections" ADD CONSTRAINT "crm_connections_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_connections" ADD CONSTRAINT "crm_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_connections" ADD CONSTRAINT "crm_connections_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_oauth_attempts" ADD CONSTRAINT "crm_oauth_attempts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_oauth_attempts" ADD CONSTRAINT "crm_oauth_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_outbox" ADD CONSTRAINT "crm_outbox_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_connections_tenant_admin_idx" ON "crm_connections" USING btree ("tenant_id") WHERE "crm_connections"."user_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_connections_tenant_user_idx" ON "crm_connections" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "crm_oauth_attempts_tenant_idx" ON "crm_oauth_attempts" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_outbox_source_idx" ON "crm_outbox" USING btree ("tenant_id","source_key");--> statement-breakpoint
CREATE INDEX "crm_outbox_pending_idx" ON "crm_outbox" USING btree ("tenant_id","id") WHERE "crm_outbox"."status" = 'pending';