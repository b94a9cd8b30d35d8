CREATE TABLE `gallery_photos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`file_key` text NOT NULL,
	`original_name` text NOT NULL,
	`status` text DEFAULT 'processing' NOT NULL,
	`published` integer DEFAULT false NOT NULL,
	`alt` text,
	`room` text,
	`town` text,
	`caption` text,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`width` integer,
	`height` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `gallery_photos_file_key_unique` ON `gallery_photos` (`file_key`);--> statement-breakpoint
CREATE INDEX `gallery_photos_order_idx` ON `gallery_photos` (`published`,`sort_order`);--> statement-breakpoint
CREATE INDEX `gallery_photos_status_idx` ON `gallery_photos` (`status`);