CREATE TABLE `consultations` (
	`lead_id` integer PRIMARY KEY NOT NULL,
	`starts_at` text NOT NULL,
	`ends_at` text NOT NULL,
	`address` text NOT NULL,
	`sequence` integer DEFAULT 0 NOT NULL,
	`cancelled_at` text,
	FOREIGN KEY (`lead_id`) REFERENCES `contact_submissions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `consultations_starts_idx` ON `consultations` (`starts_at`);--> statement-breakpoint
CREATE TABLE `lead_deals` (
	`lead_id` integer PRIMARY KEY NOT NULL,
	`quote_cents` integer,
	`follow_up_on` text,
	`final_cents` integer,
	`lost_reason` text,
	FOREIGN KEY (`lead_id`) REFERENCES `contact_submissions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `lead_stage_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`stage` text NOT NULL,
	`detail` text,
	`at` text NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `contact_submissions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `lead_stage_events_lead_idx` ON `lead_stage_events` (`lead_id`,`at`);--> statement-breakpoint
CREATE TABLE `mail_attachments` (
	`outbox_id` integer PRIMARY KEY NOT NULL,
	`filename` text NOT NULL,
	`content_type` text NOT NULL,
	`content` text NOT NULL,
	FOREIGN KEY (`outbox_id`) REFERENCES `mail_outbox`(`id`) ON UPDATE no action ON DELETE cascade
);
