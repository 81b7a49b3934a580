-- Spec 3 section 6: capList.report.listUsers lets a user report on others; admins and managers have it.
UPDATE "users" SET "cap_list" = "cap_list" || '["report.listUsers"]'::jsonb WHERE "role" IN ('admin', 'manager') AND NOT "cap_list" ? 'report.listUsers';
