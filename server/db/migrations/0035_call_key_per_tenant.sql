-- A call id is unique per tenant only: the key becomes tenant + id.
ALTER TABLE "telephony_calls" DROP CONSTRAINT "telephony_calls_pkey";--> statement-breakpoint
ALTER TABLE "telephony_calls" ADD CONSTRAINT "telephony_calls_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");
