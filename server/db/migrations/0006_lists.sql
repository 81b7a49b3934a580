CREATE TABLE "call_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'static' NOT NULL,
	"owner_id" integer NOT NULL,
	"priority" smallint DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sharing" text DEFAULT 'NONE' NOT NULL,
	"assignee_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"shared_with_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"play_owner_contacts_only" boolean DEFAULT false NOT NULL,
	"play_owner_accounts_only" boolean DEFAULT false NOT NULL,
	"default_call_result" text,
	"default_project_name" text,
	"salesforce_report_id" text,
	"salesforce_report_force_exec" boolean DEFAULT false NOT NULL,
	"cond_filter" jsonb,
	"auto_refresh_rate" integer,
	"comply_entry_criteria_after_move" boolean DEFAULT false NOT NULL,
	"allow_contacts_back_to_list" boolean DEFAULT false NOT NULL,
	"after_days" integer,
	"status" text DEFAULT 'READY' NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"legacy" boolean DEFAULT false NOT NULL,
	"max_contacts" integer DEFAULT 75000 NOT NULL,
	"playbook_id" integer,
	"last_refreshed_at" timestamp with time zone,
	"last_activity_at" timestamp with time zone,
	"last_activity_type" text,
	"last_activity_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "list_contact_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"list_id" integer NOT NULL,
	"step_id" integer DEFAULT 0 NOT NULL,
	"user_id" integer,
	"sort" jsonb,
	"hidden_columns" jsonb,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "list_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"list_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"list_status" text DEFAULT 'not contacted' NOT NULL,
	"playbook_step_id" integer,
	"variant_id" integer,
	"playbook_step_enabled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"added_manually" boolean DEFAULT false NOT NULL,
	"reserved_by_user_id" integer,
	"reserved_until" timestamp with time zone,
	"last_call_result" text,
	"last_call_at" timestamp with time zone,
	"skip_reason" text,
	"exited_at" timestamp with time zone,
	"exit_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "list_tag_links" (
	"tenant_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"list_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "list_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playbook_step_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"letter" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"reply_type" text DEFAULT 'newThread' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playbook_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"playbook_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"priority" smallint DEFAULT 1 NOT NULL,
	"action" text NOT NULL,
	"gap_minutes" integer DEFAULT 0 NOT NULL,
	"business_days" boolean DEFAULT false NOT NULL,
	"calendar_days" boolean DEFAULT true NOT NULL,
	"schedule" text,
	"contact_phone_field" text,
	"lead_phone_field" text,
	"default_call_result" text,
	"modify_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playbooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_template" boolean DEFAULT false NOT NULL,
	"track_email_opens" boolean DEFAULT true NOT NULL,
	"track_email_clicks" boolean DEFAULT true NOT NULL,
	"automatic_email_user_id" integer DEFAULT -1 NOT NULL,
	"exit_conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_modify_fields" integer DEFAULT 10 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_lists" ADD CONSTRAINT "call_lists_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_lists" ADD CONSTRAINT "call_lists_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_lists" ADD CONSTRAINT "call_lists_playbook_id_playbooks_id_fk" FOREIGN KEY ("playbook_id") REFERENCES "public"."playbooks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_lists" ADD CONSTRAINT "call_lists_last_activity_user_id_users_id_fk" FOREIGN KEY ("last_activity_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_contact_views" ADD CONSTRAINT "list_contact_views_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_contact_views" ADD CONSTRAINT "list_contact_views_list_id_call_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."call_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_contact_views" ADD CONSTRAINT "list_contact_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_contacts" ADD CONSTRAINT "list_contacts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_contacts" ADD CONSTRAINT "list_contacts_list_id_call_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."call_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_contacts" ADD CONSTRAINT "list_contacts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_contacts" ADD CONSTRAINT "list_contacts_playbook_step_id_playbook_steps_id_fk" FOREIGN KEY ("playbook_step_id") REFERENCES "public"."playbook_steps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_contacts" ADD CONSTRAINT "list_contacts_variant_id_playbook_step_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."playbook_step_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_contacts" ADD CONSTRAINT "list_contacts_reserved_by_user_id_users_id_fk" FOREIGN KEY ("reserved_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_tag_links" ADD CONSTRAINT "list_tag_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_tag_links" ADD CONSTRAINT "list_tag_links_tag_id_list_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."list_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_tag_links" ADD CONSTRAINT "list_tag_links_list_id_call_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."call_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "list_tags" ADD CONSTRAINT "list_tags_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_step_variants" ADD CONSTRAINT "playbook_step_variants_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_step_variants" ADD CONSTRAINT "playbook_step_variants_step_id_playbook_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."playbook_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_steps" ADD CONSTRAINT "playbook_steps_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_steps" ADD CONSTRAINT "playbook_steps_playbook_id_playbooks_id_fk" FOREIGN KEY ("playbook_id") REFERENCES "public"."playbooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbooks" ADD CONSTRAINT "playbooks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_lists_tenant_name_idx" ON "call_lists" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "call_lists_owner_idx" ON "call_lists" USING btree ("tenant_id","owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "list_contact_views_idx" ON "list_contact_views" USING btree ("list_id","step_id",coalesce("user_id", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "list_contacts_list_contact_idx" ON "list_contacts" USING btree ("list_id","contact_id");--> statement-breakpoint
CREATE INDEX "list_contacts_due_idx" ON "list_contacts" USING btree ("tenant_id","list_id","playbook_step_id","playbook_step_enabled_at");--> statement-breakpoint
CREATE INDEX "list_contacts_contact_idx" ON "list_contacts" USING btree ("tenant_id","contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "list_tag_links_idx" ON "list_tag_links" USING btree ("tag_id","list_id");--> statement-breakpoint
CREATE INDEX "list_tag_links_list_idx" ON "list_tag_links" USING btree ("list_id");--> statement-breakpoint
CREATE UNIQUE INDEX "list_tags_tenant_name_idx" ON "list_tags" USING btree ("tenant_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "playbook_step_variants_letter_idx" ON "playbook_step_variants" USING btree ("step_id","letter");--> statement-breakpoint
CREATE INDEX "playbook_steps_playbook_idx" ON "playbook_steps" USING btree ("playbook_id","position");--> statement-breakpoint
CREATE INDEX "playbooks_tenant_idx" ON "playbooks" USING btree ("tenant_id");