ALTER TABLE "list_contacts" ADD COLUMN "last_played_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "list_contacts" ADD COLUMN "last_played_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "list_contacts" ADD COLUMN "play_retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "list_contacts" ADD CONSTRAINT "list_contacts_last_played_by_user_id_users_id_fk" FOREIGN KEY ("last_played_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "list_contacts_last_played_idx" ON "list_contacts" USING btree ("tenant_id","list_id","last_played_by_user_id","last_played_at");