CREATE TABLE "du_gio_cai_dat" (
	"id" integer PRIMARY KEY NOT NULL,
	"tieu_chi" jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "du_gio" ADD COLUMN "tieu_chi" jsonb;--> statement-breakpoint
ALTER TABLE "giao_an_cai_dat" ADD COLUMN "muc_giao_an" jsonb;