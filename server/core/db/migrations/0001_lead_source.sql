CREATE TABLE `site_event_counts` (
	`day` text NOT NULL,
	`path` text NOT NULL,
	`type` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `path`, `type`)
);
--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `landing_path` text;--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `referrer_host` text;--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `utm_source` text;--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `utm_medium` text;--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `utm_campaign` text;--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `form_path` text;