-- Data quality (main.dataiq, capList dataIq): administrators and managers have it by default, as new users of those roles do.
UPDATE "users" SET "cap_list" = "cap_list" || '["dataIq"]'::jsonb WHERE ("cap_list" ? 'settings.admin' OR "cap_list" ? 'monitor.read') AND NOT "cap_list" ? 'dataIq';
