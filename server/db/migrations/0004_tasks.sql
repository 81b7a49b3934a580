CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"task_type" text NOT NULL,
	"priority" smallint DEFAULT 1 NOT NULL,
	"subject" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_done" boolean DEFAULT false NOT NULL,
	"activity_date" date,
	"time" text,
	"timezone_offset" integer DEFAULT 0 NOT NULL,
	"project_name" text,
	"external_id" text,
	"other_fields" text,
	"contact_id" integer,
	"associated_entity_type" smallint DEFAULT -1 NOT NULL,
	"associated_entity_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_owner_day_idx" ON "tasks" USING btree ("tenant_id","owner_id","activity_date");--> statement-breakpoint
CREATE INDEX "tasks_contact_idx" ON "tasks" USING btree ("tenant_id","contact_id");--> statement-breakpoint
CREATE INDEX "tasks_external_idx" ON "tasks" USING btree ("tenant_id","external_id");