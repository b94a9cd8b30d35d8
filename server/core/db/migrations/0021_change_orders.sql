CREATE TABLE `change_orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`number` integer NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`reason` text NOT NULL,
	`draft` text NOT NULL,
	`start_on` text,
	`complete_on` text,
	`created_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text NOT NULL,
	`document` text,
	`sha256` text,
	`previous_total_cents` integer,
	`difference_cents` integer,
	`new_total_cents` integer,
	`sent_by` integer,
	`sent_at` text,
	`signer_name` text,
	`signature_path` text,
	`signed_at` text,
	`ip_address` text,
	`user_agent` text,
	`pdf` blob,
	`withdrawn_at` text,
	FOREIGN KEY (`lead_id`) REFERENCES `contact_submissions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`sent_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `change_orders_number_idx` ON `change_orders` (`lead_id`,`number`);--> statement-breakpoint
CREATE INDEX `change_orders_lead_idx` ON `change_orders` (`lead_id`);