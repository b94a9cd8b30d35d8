CREATE TABLE `lead_plans` (
	`lead_id` integer PRIMARY KEY NOT NULL,
	`design` text NOT NULL,
	`query` text NOT NULL,
	`estimate_low` integer NOT NULL,
	`estimate_high` integer NOT NULL,
	`estimate_total` integer NOT NULL,
	`line_items` text NOT NULL,
	`price_book` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`lead_id`) REFERENCES `contact_submissions`(`id`) ON UPDATE no action ON DELETE cascade
);
