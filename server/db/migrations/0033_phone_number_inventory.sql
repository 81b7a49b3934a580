CREATE TABLE "tenant_phone_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"phone_number" text NOT NULL,
	"country" text,
	"country_code" text NOT NULL,
	"state" text,
	"user_id" integer,
	"queue_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_phone_numbers" ALTER COLUMN "phone_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "acd_queues" ALTER COLUMN "phone_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tenant_phone_numbers" ADD CONSTRAINT "tenant_phone_numbers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_phone_numbers" ADD CONSTRAINT "tenant_phone_numbers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tenant_phone_numbers_number_idx" ON "tenant_phone_numbers" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "tenant_phone_numbers_tenant_idx" ON "tenant_phone_numbers" USING btree ("tenant_id","user_id");--> statement-breakpoint
-- The numbers tenants already use join the inventory: each user's own number, assigned to them, and each queue's.
INSERT INTO "tenant_phone_numbers" ("tenant_id", "phone_number", "country", "country_code", "user_id", "queue_id")
SELECT "tenant_id", "phone_number",
  CASE WHEN "phone_number" LIKE '+1%' THEN 'US' WHEN "phone_number" LIKE '+44%' THEN 'GB' WHEN "phone_number" LIKE '+65%' THEN 'SG' END,
  CASE WHEN "phone_number" LIKE '+1%' THEN '1' WHEN "phone_number" LIKE '+44%' THEN '44' WHEN "phone_number" LIKE '+65%' THEN '65' ELSE '' END,
  "user_id", "queue_id"
FROM (
  SELECT "tenant_id", "phone_number", "user_id", NULL::integer AS "queue_id" FROM "user_phone_numbers" WHERE "phone_number" IS NOT NULL
  UNION ALL
  SELECT "tenant_id", "phone_number", NULL::integer, "id" FROM "acd_queues" WHERE "phone_number" IS NOT NULL
) AS "held"
ON CONFLICT ("phone_number") DO NOTHING;
