ALTER TABLE "du_gio" ADD COLUMN "diem_toi_thieu" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "du_gio" ADD COLUMN "diem_toi_da" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "du_gio_cai_dat" ADD COLUMN "diem_toi_thieu" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "du_gio_cai_dat" ADD COLUMN "diem_toi_da" integer DEFAULT 4 NOT NULL;