CREATE TABLE `staff_passkeys` (
	`id` text PRIMARY KEY NOT NULL,
	`staff_id` integer NOT NULL,
	`public_key` blob NOT NULL,
	`counter` integer DEFAULT 0 NOT NULL,
	`transports` text,
	`device_type` text NOT NULL,
	`backed_up` integer DEFAULT false NOT NULL,
	`name` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`last_used_at` text,
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `staff_passkeys_staff_idx` ON `staff_passkeys` (`staff_id`);--> statement-breakpoint
ALTER TABLE `consultations` ADD `designer_id` integer REFERENCES staff(id);--> statement-breakpoint
CREATE INDEX `consultations_designer_idx` ON `consultations` (`designer_id`);--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `assigned_to` integer REFERENCES staff(id);--> statement-breakpoint
CREATE INDEX `contact_submissions_assigned_idx` ON `contact_submissions` (`assigned_to`);--> statement-breakpoint
ALTER TABLE `staff` ADD `feed_token` text;--> statement-breakpoint
CREATE UNIQUE INDEX `staff_feed_token_unique` ON `staff` (`feed_token`);