CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"owner_account_id" integer,
	"state" text DEFAULT 'queued' NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"progress" jsonb,
	"result" jsonb,
	"error" jsonb,
	"singleton_key" text,
	"once_key" text,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 1 NOT NULL,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"lease_owner" text,
	"lease_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lan_tao_thoi_khoa_bieu" ADD COLUMN "job_id" text;--> statement-breakpoint
ALTER TABLE "phien_ban_thoi_khoa_bieu" ADD COLUMN "hieu_luc_den" date;--> statement-breakpoint
CREATE INDEX "jobs_queued" ON "jobs" USING btree ("kind","run_at") WHERE "jobs"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_running" ON "jobs" USING btree ("lease_expires_at") WHERE "jobs"."state" = 'running';--> statement-breakpoint
CREATE INDEX "jobs_finished" ON "jobs" USING btree ("finished_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_singleton" ON "jobs" USING btree ("kind","singleton_key") WHERE "jobs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_once" ON "jobs" USING btree ("kind","once_key") WHERE "jobs"."state" in ('queued', 'running', 'succeeded');--> statement-breakpoint
UPDATE "lan_tao_thoi_khoa_bieu" SET "trang_thai" = 'loi', "ket_thuc_luc" = now() WHERE "trang_thai" = 'dang_chay';