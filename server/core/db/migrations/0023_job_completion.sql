CREATE TABLE `completion_photos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`photo_id` integer NOT NULL,
	`added_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `contact_submissions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`photo_id`) REFERENCES `gallery_photos`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`added_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `completion_photos_photo_id_unique` ON `completion_photos` (`photo_id`);--> statement-breakpoint
CREATE INDEX `completion_photos_lead_idx` ON `completion_photos` (`lead_id`);--> statement-breakpoint
CREATE TABLE `job_completions` (
	`lead_id` integer PRIMARY KEY NOT NULL,
	`recorded_at` text NOT NULL,
	`recorded_by` integer,
	`signed_off_at` text,
	`signed_off_name` text,
	`signed_off_ip` text,
	`signed_off_user_agent` text,
	`held_back_cents` integer DEFAULT 0 NOT NULL,
	`held_back_by` integer,
	`closed_at` text,
	FOREIGN KEY (`lead_id`) REFERENCES `contact_submissions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recorded_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`held_back_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `punch_list_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`what` text NOT NULL,
	`fix_by` text,
	`source` text NOT NULL,
	`added_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`fixed_at` text,
	`fixed_by` integer,
	FOREIGN KEY (`lead_id`) REFERENCES `contact_submissions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`added_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`fixed_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `punch_list_items_lead_idx` ON `punch_list_items` (`lead_id`);