ALTER TABLE "accounts" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "call_lists" ADD COLUMN "member_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "list_contacts" ADD COLUMN "sort_name" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "list_contacts_page_name_idx" ON "list_contacts" USING btree ("tenant_id","list_id","sort_name" collate "C","contact_id");--> statement-breakpoint
CREATE INDEX "list_contacts_page_status_idx" ON "list_contacts" USING btree ("tenant_id","list_id","list_status","contact_id");--> statement-breakpoint
CREATE INDEX "list_contacts_page_enabled_idx" ON "list_contacts" USING btree ("tenant_id","list_id","playbook_step_enabled_at","contact_id");