CREATE TABLE `activity_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` text NOT NULL,
	`actor_id` integer,
	`action` text NOT NULL,
	`subject_type` text,
	`subject_id` integer,
	`lead_id` integer,
	`detail` text,
	`ip` text,
	FOREIGN KEY (`actor_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`lead_id`) REFERENCES `contact_submissions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `activity_log_at_idx` ON `activity_log` (`at`);--> statement-breakpoint
CREATE INDEX `activity_log_actor_idx` ON `activity_log` (`actor_id`,`at`);--> statement-breakpoint
CREATE INDEX `activity_log_lead_idx` ON `activity_log` (`lead_id`);--> statement-breakpoint
CREATE TABLE `staff_password_resets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`staff_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_password_resets_token_hash_unique` ON `staff_password_resets` (`token_hash`);--> statement-breakpoint
CREATE INDEX `staff_password_resets_staff_idx` ON `staff_password_resets` (`staff_id`);