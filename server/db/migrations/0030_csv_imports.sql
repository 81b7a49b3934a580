CREATE TABLE "csv_import_rejects" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"import_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"reason" text NOT NULL,
	"values" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "csv_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"entity" text NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"duplicate_count" integer DEFAULT 0 NOT NULL,
	"rejected_count" integer DEFAULT 0 NOT NULL,
	"mapping" jsonb,
	"dedupe_by" text DEFAULT 'email' NOT NULL,
	"list_id" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "csv_import_rejects" ADD CONSTRAINT "csv_import_rejects_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csv_import_rejects" ADD CONSTRAINT "csv_import_rejects_import_id_csv_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."csv_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD CONSTRAINT "csv_imports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD CONSTRAINT "csv_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "csv_import_rejects_import_idx" ON "csv_import_rejects" USING btree ("import_id","row_number");--> statement-breakpoint
CREATE INDEX "csv_imports_user_idx" ON "csv_imports" USING btree ("tenant_id","user_id","id");--> statement-breakpoint
CREATE INDEX "contacts_import_idx" ON "contacts" USING btree ("import_id") WHERE "contacts"."import_id" is not null;--> statement-breakpoint
-- CSV import (acl csvImport): administrators and managers have it by default, as new users of those roles do.
UPDATE "users" SET "cap_list" = "cap_list" || '["csvImport"]'::jsonb WHERE ("cap_list" ? 'settings.admin' OR "cap_list" ? 'monitor.read') AND NOT "cap_list" ? 'csvImport';
