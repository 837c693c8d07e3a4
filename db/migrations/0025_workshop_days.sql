ALTER TABLE "settings" DROP CONSTRAINT "settings_type_check";--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_type_check" CHECK ("settings"."type" in ('string', 'text', 'boolean', 'number', 'url', 'json', 'datetime'));--> statement-breakpoint
-- Hand-edited: when each live day of each track's workshop starts (Manila wall-clock time, blank until
-- staff schedule it on the workshop settings pages), in every database that migrates. The public pages
-- show it and the job workshop-reminders mails registrants the day before (docs/product.md, "Free training").
INSERT INTO "settings" ("name", "value", "type", "scope", "description") VALUES
	('date-day-1', '', 'datetime', 'workshop-beginner', 'When live day 1 starts, Manila time. Registrants are reminded by e-mail the day before.'),
	('date-day-2', '', 'datetime', 'workshop-beginner', 'When live day 2 starts, Manila time. Registrants are reminded by e-mail the day before.'),
	('date-day-3', '', 'datetime', 'workshop-beginner', 'When live day 3 starts, Manila time. Registrants are reminded by e-mail the day before.'),
	('date-day-1-exp', '', 'datetime', 'workshop-experienced', 'When live day 1 starts, Manila time. Registrants are reminded by e-mail the day before.'),
	('date-day-2-exp', '', 'datetime', 'workshop-experienced', 'When live day 2 starts, Manila time. Registrants are reminded by e-mail the day before.'),
	('date-day-3-exp', '', 'datetime', 'workshop-experienced', 'When live day 3 starts, Manila time. Registrants are reminded by e-mail the day before.')
ON CONFLICT ("name") DO NOTHING;
