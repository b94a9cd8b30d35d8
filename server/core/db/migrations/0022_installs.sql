CREATE TABLE `install_crew` (
	`install_id` integer NOT NULL,
	`staff_id` integer NOT NULL,
	PRIMARY KEY(`install_id`, `staff_id`),
	FOREIGN KEY (`install_id`) REFERENCES `installs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `install_crew_staff_idx` ON `install_crew` (`staff_id`);--> statement-breakpoint
CREATE TABLE `install_days` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`install_id` integer NOT NULL,
	`position` integer NOT NULL,
	`starts_at` text NOT NULL,
	`ends_at` text NOT NULL,
	FOREIGN KEY (`install_id`) REFERENCES `installs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `install_days_position_unique` ON `install_days` (`install_id`,`position`);--> statement-breakpoint
CREATE INDEX `install_days_starts_idx` ON `install_days` (`starts_at`);--> statement-breakpoint
CREATE TABLE `installs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`address` text NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`sequence` integer DEFAULT 0 NOT NULL,
	`cancelled_at` text,
	`booked_by` integer,
	`updated_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `contact_submissions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`booked_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `installs_lead_id_unique` ON `installs` (`lead_id`);