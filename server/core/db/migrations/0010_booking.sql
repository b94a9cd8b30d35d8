CREATE TABLE `booking_links` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`lead_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `contact_submissions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `booking_links_lead_idx` ON `booking_links` (`lead_id`);--> statement-breakpoint
CREATE TABLE `designer_hours` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`staff_id` integer NOT NULL,
	`weekday` integer NOT NULL,
	`start` text NOT NULL,
	`end` text NOT NULL,
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `designer_hours_staff_idx` ON `designer_hours` (`staff_id`);--> statement-breakpoint
CREATE TABLE `designer_time_off` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`staff_id` integer NOT NULL,
	`from_day` text NOT NULL,
	`to_day` text NOT NULL,
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `designer_time_off_staff_idx` ON `designer_time_off` (`staff_id`);--> statement-breakpoint
CREATE TABLE `designer_towns` (
	`staff_id` integer NOT NULL,
	`town` text NOT NULL,
	PRIMARY KEY(`staff_id`, `town`),
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `lead_space_photos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`file_key` text NOT NULL,
	`status` text DEFAULT 'processing' NOT NULL,
	`note` text,
	`width` integer,
	`height` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `contact_submissions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lead_space_photos_file_key_unique` ON `lead_space_photos` (`file_key`);--> statement-breakpoint
CREATE INDEX `lead_space_photos_lead_idx` ON `lead_space_photos` (`lead_id`);--> statement-breakpoint
ALTER TABLE `consultations` ADD `mode` text DEFAULT 'in_home' NOT NULL;--> statement-breakpoint
ALTER TABLE `consultations` ADD `town` text;--> statement-breakpoint
-- Visits booked over each other before this rule: the later one keeps its time without a designer.
UPDATE `consultations` SET `designer_id` = NULL WHERE `cancelled_at` IS NULL AND `designer_id` IS NOT NULL AND EXISTS (SELECT 1 FROM `consultations` AS `earlier` WHERE `earlier`.`designer_id` = `consultations`.`designer_id` AND `earlier`.`starts_at` = `consultations`.`starts_at` AND `earlier`.`cancelled_at` IS NULL AND `earlier`.`lead_id` < `consultations`.`lead_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `consultations_designer_start_unique` ON `consultations` (`designer_id`,`starts_at`) WHERE "consultations"."cancelled_at" is null and "consultations"."designer_id" is not null;