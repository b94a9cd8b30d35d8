CREATE TABLE `proposal_acceptances` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`proposal_id` integer NOT NULL,
	`version_id` integer NOT NULL,
	`option_index` integer NOT NULL,
	`option_name` text NOT NULL,
	`total` integer NOT NULL,
	`option` text NOT NULL,
	`version_sha256` text NOT NULL,
	`signer_name` text NOT NULL,
	`signature_path` text,
	`signed_at` text NOT NULL,
	`ip_address` text NOT NULL,
	`user_agent` text NOT NULL,
	`cancel_by` text NOT NULL,
	`cancelled_at` text,
	FOREIGN KEY (`proposal_id`) REFERENCES `proposals`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`version_id`) REFERENCES `proposal_versions`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `proposal_acceptances_proposal_id_unique` ON `proposal_acceptances` (`proposal_id`);--> statement-breakpoint
CREATE TABLE `proposal_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`proposal_id` integer NOT NULL,
	`version` integer NOT NULL,
	`document` text NOT NULL,
	`sha256` text NOT NULL,
	`sent_by` integer,
	`sender_name` text NOT NULL,
	`sender_registration` text NOT NULL,
	`sent_at` text NOT NULL,
	`valid_until` text NOT NULL,
	FOREIGN KEY (`proposal_id`) REFERENCES `proposals`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sent_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `proposal_versions_version_idx` ON `proposal_versions` (`proposal_id`,`version`);--> statement-breakpoint
CREATE TABLE `proposals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`draft` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`created_by` integer,
	`updated_at` text NOT NULL,
	`view_count` integer DEFAULT 0 NOT NULL,
	`last_viewed_at` text,
	`declined_reason` text,
	`declined_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `contact_submissions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `proposals_lead_id_unique` ON `proposals` (`lead_id`);--> statement-breakpoint
ALTER TABLE `staff` ADD `salesperson_registration` text;