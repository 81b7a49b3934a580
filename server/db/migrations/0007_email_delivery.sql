CREATE TABLE "email_inline_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_messages" ALTER COLUMN "activity_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "smtp_message_id" text;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "reply_to_email_id" integer;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "reply_type" text DEFAULT 'newThread' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "project_name" text;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "project_name" text;--> statement-breakpoint
ALTER TABLE "email_inline_images" ADD CONSTRAINT "email_inline_images_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_inline_images" ADD CONSTRAINT "email_inline_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_inline_images_token_idx" ON "email_inline_images" USING btree ("token");