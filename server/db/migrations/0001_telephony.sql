CREATE TABLE "predefined_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer,
	"type" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recordings" (
	"media_name" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"call_id" text NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "telephony_calls" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"contact_id" integer,
	"direction" text NOT NULL,
	"connection_type" text NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"activity_id" bigint,
	"voice_message_id" integer
);
--> statement-breakpoint
CREATE TABLE "telephony_settings" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_phone_numbers" (
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"phone_number" text NOT NULL,
	CONSTRAINT "user_phone_numbers_user_id_pk" PRIMARY KEY("user_id")
);
--> statement-breakpoint
ALTER TABLE "predefined_messages" ADD CONSTRAINT "predefined_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predefined_messages" ADD CONSTRAINT "predefined_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telephony_calls" ADD CONSTRAINT "telephony_calls_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telephony_calls" ADD CONSTRAINT "telephony_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "telephony_settings" ADD CONSTRAINT "telephony_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_phone_numbers" ADD CONSTRAINT "user_phone_numbers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_phone_numbers" ADD CONSTRAINT "user_phone_numbers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "predefined_messages_tenant_idx" ON "predefined_messages" USING btree ("tenant_id","type");--> statement-breakpoint
CREATE INDEX "recordings_call_idx" ON "recordings" USING btree ("tenant_id","call_id");--> statement-breakpoint
CREATE INDEX "telephony_calls_contact_idx" ON "telephony_calls" USING btree ("tenant_id","contact_id","started_at");--> statement-breakpoint
CREATE INDEX "user_phone_numbers_number_idx" ON "user_phone_numbers" USING btree ("phone_number");