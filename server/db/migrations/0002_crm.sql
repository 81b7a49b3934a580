-- Contact search (trigram, scoped by tenant inside the GIN index).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE TABLE "contact_social_apps" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"app_name" text NOT NULL,
	"app_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "field_layouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"entity" text NOT NULL,
	"fields" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opportunities" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"external_id" text,
	"close_date" date,
	"amount" double precision,
	"stage_id" integer,
	"account_id" integer,
	"contact_id" integer,
	"other_fields" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opportunity_stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL,
	"is_won" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timeline_acl" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer,
	"restrict_own_activity_history" boolean DEFAULT false NOT NULL,
	"can_delete_timeline_entry" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "shipping_street" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "shipping_state" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "shipping_postal_code" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "other_fields" text;--> statement-breakpoint
ALTER TABLE "contact_emails" ADD COLUMN "type" text DEFAULT 'work' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_phones" ADD COLUMN "digits" text GENERATED ALWAYS AS (regexp_replace(number, '[^0-9]', '', 'g')) STORED;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "lead_status_id" integer;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "lead_source" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "location" jsonb;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "other_fields" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "external_url" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (lower(ltrim(trim(last_name) || ' ' || trim(first_name)))) STORED;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(trim(first_name) || ' ' || trim(last_name) || ' ' || coalesce(company_name, ''))) STORED;--> statement-breakpoint
ALTER TABLE "contact_social_apps" ADD CONSTRAINT "contact_social_apps_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_social_apps" ADD CONSTRAINT "contact_social_apps_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_layouts" ADD CONSTRAINT "field_layouts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_statuses" ADD CONSTRAINT "lead_statuses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_stage_id_opportunity_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."opportunity_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_stages" ADD CONSTRAINT "opportunity_stages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_acl" ADD CONSTRAINT "timeline_acl_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_acl" ADD CONSTRAINT "timeline_acl_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_social_apps_contact_app_idx" ON "contact_social_apps" USING btree ("contact_id","app_name");--> statement-breakpoint
CREATE INDEX "contact_social_apps_tenant_idx" ON "contact_social_apps" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "field_layouts_tenant_entity_idx" ON "field_layouts" USING btree ("tenant_id","entity");--> statement-breakpoint
CREATE INDEX "lead_statuses_tenant_idx" ON "lead_statuses" USING btree ("tenant_id","sort_order");--> statement-breakpoint
CREATE INDEX "opportunities_tenant_account_idx" ON "opportunities" USING btree ("tenant_id","account_id");--> statement-breakpoint
CREATE INDEX "opportunities_tenant_contact_idx" ON "opportunities" USING btree ("tenant_id","contact_id");--> statement-breakpoint
CREATE INDEX "opportunity_stages_tenant_idx" ON "opportunity_stages" USING btree ("tenant_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "timeline_acl_tenant_user_idx" ON "timeline_acl" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "accounts_tenant_name_idx" ON "accounts" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE INDEX "contact_emails_address_trgm_idx" ON "contact_emails" USING gin ("tenant_id",lower("address") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_phones_contact_idx" ON "contact_phones" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "contact_phones_digits_trgm_idx" ON "contact_phones" USING gin ("tenant_id","digits" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_tenant_sort_idx" ON "contacts" USING btree ("tenant_id","sort_name" collate "C","id");--> statement-breakpoint
CREATE INDEX "contacts_search_trgm_idx" ON "contacts" USING gin ("tenant_id","search_name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_tenant_external_idx" ON "contacts" USING btree ("tenant_id","external_id");