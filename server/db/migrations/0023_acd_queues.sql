CREATE TABLE "acd_queue_members" (
	"tenant_id" integer NOT NULL,
	"queue_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "acd_queue_members_queue_id_user_id_pk" PRIMARY KEY("queue_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "acd_queues" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone_number" text NOT NULL,
	"schedule_name" text,
	"schedule_media_id" integer,
	"hold_media_id" integer,
	"ring_seconds" integer DEFAULT 20 NOT NULL,
	"wrap_up_seconds" integer DEFAULT 10 NOT NULL,
	"enable_recording" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "acd_queue_members" ADD CONSTRAINT "acd_queue_members_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acd_queue_members" ADD CONSTRAINT "acd_queue_members_queue_id_acd_queues_id_fk" FOREIGN KEY ("queue_id") REFERENCES "public"."acd_queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acd_queue_members" ADD CONSTRAINT "acd_queue_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acd_queues" ADD CONSTRAINT "acd_queues_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acd_queue_members_user_idx" ON "acd_queue_members" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "acd_queues_number_idx" ON "acd_queues" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "acd_queues_tenant_idx" ON "acd_queues" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "activities_queue_call_idx" ON "activities" USING btree ("tenant_id",("data"->>'agentCallId')) WHERE "activities"."kind" = 'queue';