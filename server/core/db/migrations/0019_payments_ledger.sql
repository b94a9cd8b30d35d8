CREATE TABLE `ledger_charges` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`kind` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`label` text NOT NULL,
	`at` text NOT NULL,
	`deposit_percent` real,
	`progress_percent` real,
	`created_by` integer,
	FOREIGN KEY (`lead_id`) REFERENCES `contact_submissions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `ledger_charges_lead_idx` ON `ledger_charges` (`lead_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_charges_once_idx` ON `ledger_charges` (`lead_id`,`kind`) WHERE "ledger_charges"."kind" IN ('contract', 'cancellation');--> statement-breakpoint
CREATE TABLE `ledger_payments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`stage` text NOT NULL,
	`method` text,
	`amount_cents` integer NOT NULL,
	`status` text NOT NULL,
	`received_on` text,
	`check_number` text,
	`recorded_by` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text NOT NULL,
	`stripe_session_id` text,
	`stripe_payment_intent_id` text,
	`checkout_url` text,
	`checkout_expires_at` text,
	`voided_at` text,
	`voided_by` integer,
	`void_reason` text,
	FOREIGN KEY (`lead_id`) REFERENCES `contact_submissions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recorded_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`voided_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "ledger_payments_amount" CHECK("ledger_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_payments_stripe_session_id_unique` ON `ledger_payments` (`stripe_session_id`);--> statement-breakpoint
CREATE INDEX `ledger_payments_lead_idx` ON `ledger_payments` (`lead_id`);--> statement-breakpoint
CREATE TABLE `ledger_refunds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_id` integer NOT NULL,
	`payment_id` integer NOT NULL,
	`amount_cents` integer NOT NULL,
	`reason` text NOT NULL,
	`status` text NOT NULL,
	`due_by` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`settled_on` text,
	`settled_by` integer,
	`note` text,
	`stripe_refund_id` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text,
	`last_error` text,
	FOREIGN KEY (`lead_id`) REFERENCES `contact_submissions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`payment_id`) REFERENCES `ledger_payments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`settled_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "ledger_refunds_amount" CHECK("ledger_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_refunds_stripe_refund_id_unique` ON `ledger_refunds` (`stripe_refund_id`);--> statement-breakpoint
CREATE INDEX `ledger_refunds_lead_idx` ON `ledger_refunds` (`lead_id`);--> statement-breakpoint
CREATE TABLE `stripe_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);

--> statement-breakpoint
-- Contracts signed before the ledger: the total of each as its job's first charge, with the schedule
-- of the version signed (server/payments/contract-charges.ts writes the same at each new signature).
INSERT INTO `ledger_charges` (`lead_id`, `kind`, `amount_cents`, `label`, `at`, `deposit_percent`, `progress_percent`)
SELECT `p`.`lead_id`, 'contract', `pa`.`total` * 100, 'Contract (' || `pa`.`option_name` || ')', `pa`.`signed_at`,
  COALESCE(json_extract(`pv`.`document`, '$.depositPercent'), 0), COALESCE(json_extract(`pv`.`document`, '$.progressPercent'), 0)
FROM `proposal_acceptances` `pa`
JOIN `proposals` `p` ON `p`.`id` = `pa`.`proposal_id`
JOIN `proposal_versions` `pv` ON `pv`.`id` = `pa`.`version_id`;
--> statement-breakpoint
-- And the cancelled ones' reversal.
INSERT INTO `ledger_charges` (`lead_id`, `kind`, `amount_cents`, `label`, `at`)
SELECT `p`.`lead_id`, 'cancellation', -`pa`.`total` * 100, 'Contract cancelled within three days', `pa`.`cancelled_at`
FROM `proposal_acceptances` `pa`
JOIN `proposals` `p` ON `p`.`id` = `pa`.`proposal_id`
WHERE `pa`.`cancelled_at` IS NOT NULL;
