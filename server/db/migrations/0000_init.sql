CREATE TABLE `contact_submissions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`zip` text NOT NULL,
	`rooms` text NOT NULL,
	`message` text NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`is_spam` integer DEFAULT false NOT NULL,
	`fingerprint` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contact_submissions_received_idx` ON `contact_submissions` (`created_at`);--> statement-breakpoint
CREATE INDEX `contact_submissions_fingerprint_idx` ON `contact_submissions` (`fingerprint`);--> statement-breakpoint
CREATE TABLE `testimonials` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_name` text NOT NULL,
	`location` text NOT NULL,
	`rating` text NOT NULL,
	`review_text` text NOT NULL,
	`project_type` text NOT NULL,
	`photo_url` text,
	`approved` text DEFAULT 'false' NOT NULL,
	`featured` text DEFAULT 'false' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
