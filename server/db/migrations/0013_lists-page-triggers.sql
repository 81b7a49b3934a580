-- Lists (#7): list_contacts.sort_name follows the contact's sort_name, whoever writes (filled on insert,
-- followed on name edits); call_lists.member_count follows list_contacts inserts and deletes. Both
-- serve the list contacts page (an index walk by name and a total without counting 75,000 rows).
CREATE OR REPLACE FUNCTION list_contacts_fill_sort_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT c.sort_name INTO NEW.sort_name FROM contacts c WHERE c.id = NEW.contact_id;
  NEW.sort_name := coalesce(NEW.sort_name, '');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER list_contacts_sort_name_fill BEFORE INSERT ON list_contacts
  FOR EACH ROW WHEN (NEW.sort_name IS NULL) EXECUTE FUNCTION list_contacts_fill_sort_name();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION contacts_follow_list_sort_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE list_contacts SET sort_name = coalesce(NEW.sort_name, '')
  WHERE tenant_id = NEW.tenant_id AND contact_id = NEW.id AND sort_name IS DISTINCT FROM coalesce(NEW.sort_name, '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contacts_list_sort_name AFTER UPDATE ON contacts
  FOR EACH ROW WHEN (OLD.sort_name IS DISTINCT FROM NEW.sort_name) EXECUTE FUNCTION contacts_follow_list_sort_name();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION list_contacts_count_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE call_lists l SET member_count = l.member_count + n.n
  FROM (SELECT list_id, count(*)::int AS n FROM added GROUP BY list_id) n WHERE l.id = n.list_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION list_contacts_count_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE call_lists l SET member_count = greatest(0, l.member_count - n.n)
  FROM (SELECT list_id, count(*)::int AS n FROM removed GROUP BY list_id) n WHERE l.id = n.list_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER list_contacts_count_insert AFTER INSERT ON list_contacts
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION list_contacts_count_added();
--> statement-breakpoint
CREATE TRIGGER list_contacts_count_delete AFTER DELETE ON list_contacts
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION list_contacts_count_removed();
--> statement-breakpoint
-- A member never changes list (a move deletes and inserts), but if a writer ever does, the counts follow.
CREATE OR REPLACE FUNCTION list_contacts_count_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE call_lists SET member_count = greatest(0, member_count - 1) WHERE id = OLD.list_id;
  UPDATE call_lists SET member_count = member_count + 1 WHERE id = NEW.list_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER list_contacts_count_update AFTER UPDATE OF list_id ON list_contacts
  FOR EACH ROW WHEN (OLD.list_id IS DISTINCT FROM NEW.list_id) EXECUTE FUNCTION list_contacts_count_moved();
--> statement-breakpoint
UPDATE list_contacts lc SET sort_name = coalesce(c.sort_name, '') FROM contacts c WHERE c.id = lc.contact_id;
--> statement-breakpoint
UPDATE call_lists l SET member_count = (SELECT count(*) FROM list_contacts lc WHERE lc.list_id = l.id);
--> statement-breakpoint
-- Existing databases: managers and admins get the list capabilities new users are created with.
UPDATE users SET cap_list = cap_list || '["list.create"]'::jsonb WHERE role IN ('admin', 'manager') AND NOT cap_list @> '["list.create"]'::jsonb;
--> statement-breakpoint
UPDATE users SET cap_list = cap_list || '["list.reset"]'::jsonb WHERE role IN ('admin', 'manager') AND NOT cap_list @> '["list.reset"]'::jsonb;
--> statement-breakpoint
UPDATE users SET cap_list = cap_list || '["list.refresh"]'::jsonb WHERE role IN ('admin', 'manager') AND NOT cap_list @> '["list.refresh"]'::jsonb;
