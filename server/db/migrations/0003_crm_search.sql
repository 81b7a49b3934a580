-- The top search asks for the 100 nearest contacts by word similarity: GiST KNN, scoped by tenant (btree_gist).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
DROP INDEX "contacts_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "contacts_search_trgm_idx" ON "contacts" USING gist ("tenant_id","search_name" gist_trgm_ops(siglen=128));