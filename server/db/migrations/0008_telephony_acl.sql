CREATE TABLE "user_telephony_acl" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"mandatory_call_result" jsonb,
	"enable_pstn" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_telephony_acl" ADD CONSTRAINT "user_telephony_acl_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_telephony_acl" ADD CONSTRAINT "user_telephony_acl_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;