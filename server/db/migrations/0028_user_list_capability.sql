-- Spec 3 section 6: without capList user.list a user's pickers hold only themself; every role has it by default.
UPDATE "users" SET "cap_list" = "cap_list" || '["user.list"]'::jsonb WHERE NOT "cap_list" ? 'user.list';
